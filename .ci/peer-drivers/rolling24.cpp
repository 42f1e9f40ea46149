// rolling.c's scene on Box2D v2.4, UIKit Dynamics' engine (Debian's libbox2d-dev): a disc of
// radius 0.2 m rolling along a static floor or spinning in place on it, gravity 10 m/s², no
// sleeping, 120 steps of 1/60 s (8 velocity and 3 position iterations). Prints how deep it sank.
// Build and run (a measuring tool only; the project never needs it):
//   g++ -O2 .ci/peer-drivers/rolling24.cpp -lbox2d -o /tmp/r24 && /tmp/r24 10 -50 1
#include <box2d/box2d.h>
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
	if (argc != 4) {
		std::fprintf(stderr, "usage: %s SPEED_M_PER_S SPIN_RAD_PER_S FRICTION\n", argv[0]);
		return 2;
	}
	float speed = std::atof(argv[1]), spin = std::atof(argv[2]), friction = std::atof(argv[3]);
	b2World world(b2Vec2(0, -10));
	world.SetAllowSleeping(false);
	b2BodyDef gd;
	b2Body* ground = world.CreateBody(&gd);
	b2PolygonShape floor;
	floor.SetAsBox(1000, 0.5f, b2Vec2(0, -0.5f), 0);
	b2FixtureDef gf;
	gf.shape = &floor;
	gf.friction = friction;
	ground->CreateFixture(&gf);
	float r = 0.2f;
	b2BodyDef bd;
	bd.type = b2_dynamicBody;
	bd.position.Set(-900, r);
	bd.linearVelocity.Set(speed, 0);
	bd.angularVelocity = spin;
	b2Body* disc = world.CreateBody(&bd);
	b2CircleShape circle;
	circle.m_radius = r;
	b2FixtureDef f;
	f.shape = &circle;
	f.density = 1;
	f.friction = friction;
	disc->CreateFixture(&f);
	float deepest = 0;
	for (int i = 0; i < 120; ++i) {
		world.Step(1.0f / 60, 8, 3);
		float depth = r - disc->GetPosition().y;
		if (depth > deepest) deepest = depth;
	}
	std::printf("Box2D v2.4: speed %.1f m/s, spin %.1f rad/s: deepest %.4f m (%.2f pt)\n", speed, spin, deepest,
		deepest * 100);
	return 0;
}
