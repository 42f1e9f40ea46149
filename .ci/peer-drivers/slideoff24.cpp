// slideoff.c's scene on Box2D v2.4, UIKit Dynamics' engine (Debian's libbox2d-dev): a
// frictionless disc of radius 0.2 m sliding off the top of a static disc of radius 1 m, given
// SPEED m/s sideways, gravity 10 m/s², no sleeping, 90 steps of 1/60 s (8 velocity and 3
// position iterations). Prints the angle from the top where the gap first reached GAP m
// (linear between steps) and the largest spin; slideoff.c gives a point's answers.
// With a third argument `corner`, the held shape is a static 2 m box whose top right corner is
// at the origin, the disc on that corner (as in slideoff.c).
// Build and run (a measuring tool only; the project never needs it):
//   g++ -O2 .ci/peer-drivers/slideoff24.cpp -lbox2d -o /tmp/s24 && /tmp/s24 0.5 0.001
#include <box2d/box2d.h>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

int main(int argc, char** argv) {
	if (argc != 3 && !(argc == 4 && std::strcmp(argv[3], "corner") == 0)) {
		std::fprintf(stderr, "usage: %s SPEED_M_PER_S GAP_M [corner]\n", argv[0]);
		return 2;
	}
	bool corner = argc == 4;
	float reach = corner ? 0.2f : 1.2f;
	float speed = std::atof(argv[1]);
	double threshold = std::atof(argv[2]);
	b2World world(b2Vec2(0, -10));
	world.SetAllowSleeping(false);
	b2BodyDef gd;
	b2Body* held = world.CreateBody(&gd);
	b2CircleShape big;
	big.m_radius = 1;
	b2PolygonShape box;
	box.SetAsBox(1, 1, b2Vec2(-1, -1), 0);
	b2FixtureDef gf;
	gf.shape = corner ? static_cast<b2Shape*>(&box) : &big;
	gf.friction = 0;
	held->CreateFixture(&gf);
	b2BodyDef bd;
	bd.type = b2_dynamicBody;
	bd.position.Set(0, reach);
	bd.linearVelocity.Set(speed, 0);
	b2Body* disc = world.CreateBody(&bd);
	b2CircleShape small;
	small.m_radius = 0.2f;
	b2FixtureDef f;
	f.shape = &small;
	f.density = 1;
	f.friction = 0;
	disc->CreateFixture(&f);
	double lastAngle = 0, lastGap = 0, crossed = -1, spin = 0;
	for (int i = 0; i < 90; ++i) {
		world.Step(1.0f / 60, 8, 3);
		b2Vec2 p = disc->GetPosition();
		double angle = std::atan2(p.x, p.y), gap = std::sqrt(double(p.x) * p.x + double(p.y) * p.y) - reach;
		if (crossed < 0 && gap >= threshold)
			crossed = lastAngle + (angle - lastAngle) * (threshold - lastGap) / (gap - lastGap);
		spin = std::fmax(spin, std::fabs(disc->GetAngularVelocity()));
		lastAngle = angle;
		lastGap = gap;
	}
	std::printf("Box2D v2.4: speed %.2f m/s: gap %g m at %.2f degrees from the top; largest spin %.3g rad/s\n", speed,
		threshold, crossed * 180 / M_PI, spin);
	return 0;
}
