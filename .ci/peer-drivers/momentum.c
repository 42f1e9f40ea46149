// The fidelity row "two boxes meet off-centre" (dynamics-bench --scene fidelity) on Box2D v3:
// two 1 m boxes (densities 1 and 3) meet off-centre, spinning, friction 0.6, restitution 0.5,
// no gravity, 120 steps of 1/60 s with 4 sub-steps. Prints the relative change of the total
// momentum and of the angular momentum about the origin. The scene is ours in metres
// (100 pt = 1 m) with y up, so y and the spins change sign.
// Build (a measuring tool only; the project never needs it):
//   P=../shared/peers/box2d-v3; gcc -O2 -I$P/include .ci/peer-drivers/momentum.c $P/lib/libbox2d_sse2.a -lm -o /tmp/m
//   /tmp/m
#include "box2d/box2d.h"
#include <math.h>
#include <stdio.h>

static void momentum(const b2BodyId* ids, double* px, double* py, double* l) {
	*px = *py = *l = 0;
	for (int i = 0; i < 2; ++i) {
		double m = b2Body_GetMass(ids[i]), inertia = b2Body_GetRotationalInertia(ids[i]);
		b2Vec2 v = b2Body_GetLinearVelocity(ids[i]), x = b2Body_GetWorldCenter(ids[i]);
		*px += m * v.x;
		*py += m * v.y;
		*l += m * (x.x * v.y - x.y * v.x) + inertia * b2Body_GetAngularVelocity(ids[i]);
	}
}

int main(void) {
	b2WorldDef wd = b2DefaultWorldDef();
	wd.gravity = (b2Vec2){0, 0};
	wd.enableSleep = false;
	b2WorldId world = b2CreateWorld(&wd);
	b2BodyId ids[2];
	const float density[2] = {1, 3}, spin[2] = {-0.7f, 1.3f};
	const b2Vec2 at[2] = {{7, -4.8f}, {13, -5.3f}}, velocity[2] = {{7.3f, 0.4f}, {-4.1f, 0.2f}};
	for (int i = 0; i < 2; ++i) {
		b2BodyDef bd = b2DefaultBodyDef();
		bd.type = b2_dynamicBody;
		bd.position = at[i];
		bd.linearVelocity = velocity[i];
		bd.angularVelocity = spin[i];
		ids[i] = b2CreateBody(world, &bd);
		b2ShapeDef sd = b2DefaultShapeDef();
		sd.density = density[i];
		sd.material.friction = 0.6f;
		sd.material.restitution = 0.5f;
		b2Polygon box = b2MakeBox(0.5f, 0.5f);
		b2CreatePolygonShape(ids[i], &sd, &box);
	}
	double px0, py0, l0, px, py, l;
	momentum(ids, &px0, &py0, &l0);
	for (int s = 0; s < 120; ++s) b2World_Step(world, 1.0f / 60, 4);
	momentum(ids, &px, &py, &l);
	printf("momentum kept to %.1e, angular momentum to %.1e\n",
		hypot(px - px0, py - py0) / hypot(px0, py0), fabs(l - l0) / fabs(l0));
	return 0;
}
