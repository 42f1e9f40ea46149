// A disc rolling along a floor, or spinning in place on it, on Box2D v3: how deep it sinks.
// The scene of FidelityRollingTests in metres (100 pt = 1 m, y up): a disc of radius 0.2 m
// (our 40 pt across) on a static floor, gravity 10 m/s², no sleeping, 120 steps of 1/60 s with
// 4 sub-steps. Prints the deepest its centre got below its resting height, in m and in pt.
// Build and run (a measuring tool only; the project never needs it):
//   P=../shared/peers/box2d-v3; gcc -O2 -I$P/include .ci/peer-drivers/rolling.c $P/lib/libbox2d_sse2.a -lm -o /tmp/r
//   /tmp/r 10 -50 1     rolling at 10 m/s (1 000 pt/s), ω = −v/r, friction 1
//   /tmp/r 0 100 0      spinning in place at 100 rad/s on a frictionless floor
// The same scene on Box2D v2.4 (UIKit's engine) is rolling24.cpp beside this file.
#include "box2d/box2d.h"
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char** argv) {
	if (argc != 4) {
		fprintf(stderr, "usage: %s SPEED_M_PER_S SPIN_RAD_PER_S FRICTION\n", argv[0]);
		return 2;
	}
	float speed = (float)atof(argv[1]), spin = (float)atof(argv[2]), friction = (float)atof(argv[3]);
	b2WorldDef wd = b2DefaultWorldDef();
	wd.gravity = (b2Vec2){ 0, -10 };
	wd.enableSleep = false;
	b2WorldId world = b2CreateWorld( &wd );
	b2BodyDef gd = b2DefaultBodyDef();
	b2BodyId ground = b2CreateBody( world, &gd );
	b2ShapeDef sd = b2DefaultShapeDef();
	sd.material.friction = friction;
	b2Polygon floor = b2MakeOffsetBox( 1000, 0.5f, ( b2Vec2 ){ 0, -0.5f }, b2Rot_identity );
	b2CreatePolygonShape( ground, &sd, &floor );
	float r = 0.2f;
	b2BodyDef bd = b2DefaultBodyDef();
	bd.type = b2_dynamicBody;
	bd.position = ( b2Vec2 ){ -900, r };
	bd.linearVelocity = ( b2Vec2 ){ speed, 0 };
	bd.angularVelocity = spin;
	b2BodyId disc = b2CreateBody( world, &bd );
	b2Circle circle = { { 0, 0 }, r };
	b2CreateCircleShape( disc, &sd, &circle );
	float deepest = 0;
	for ( int i = 0; i < 120; ++i ) {
		b2World_Step( world, 1.0f / 60, 4 );
		float depth = r - b2Body_GetPosition( disc ).y;
		if ( depth > deepest ) deepest = depth;
	}
	printf( "Box2D v3: speed %.1f m/s, spin %.1f rad/s: deepest %.4f m (%.2f pt)\n", speed, spin, deepest, deepest * 100 );
	return 0;
}
