// A frictionless disc sliding off the top of a held disc, on Box2D v3: where it leaves.
// The scene of FidelityDiscPairTests.slidesOffWhereAPointWould in metres (100 pt = 1 m, y up):
// a static disc of radius 1 m at the origin, a disc of radius 0.2 m on its top (centre 1.2 m
// up) given SPEED m/s sideways, gravity 10 m/s², friction 0, no sleeping, 90 steps of 1/60 s
// with 4 sub-steps. Prints the angle from the top where the gap first reached GAP m (linear
// between steps) and the largest spin. A point sliding off a circle leaves where
// g·cos θ = v²/R; the gap reaches 0.001 m (our test's 0.1 pt) at 54.53° (0.5 m/s) and 46.46°
// (2 m/s), and 0.01 m at 63.19° and 55.73°.
// With a third argument `corner`, the held shape is a static 2 m box whose top right corner is
// at the origin, the disc on that corner (FidelityDiscPairTests.slidesOffACorner: a point
// leaving a circle of radius 0.2 m reaches a 0.001 m gap at 58.16° at 0.5 m/s, 48.32° at 1 m/s).
// Build and run (a measuring tool only; the project never needs it):
//   P=../shared/peers/box2d-v3; gcc -O2 -I$P/include .ci/peer-drivers/slideoff.c $P/lib/libbox2d_sse2.a -lm -o /tmp/s
//   /tmp/s 0.5 0.001; /tmp/s 2 0.001; /tmp/s 0.5 0.01; /tmp/s 2 0.01; /tmp/s 0.5 0.001 corner
// The same scene on Box2D v2.4 (UIKit's engine) is slideoff24.cpp beside this file.
#include "box2d/box2d.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main( int argc, char** argv )
{
	if ( argc != 3 && !( argc == 4 && strcmp( argv[3], "corner" ) == 0 ) ) {
		fprintf( stderr, "usage: %s SPEED_M_PER_S GAP_M [corner]\n", argv[0] );
		return 2;
	}
	int corner = argc == 4;
	// The centre's distance from the disc's centre or the corner when touching.
	float reach = corner ? 0.2f : 1.2f;
	float speed = (float)atof( argv[1] );
	double threshold = atof( argv[2] );
	b2WorldDef wd = b2DefaultWorldDef();
	wd.gravity = ( b2Vec2 ){ 0, -10 };
	wd.enableSleep = false;
	b2WorldId world = b2CreateWorld( &wd );
	b2ShapeDef sd = b2DefaultShapeDef();
	sd.material.friction = 0;
	b2BodyDef gd = b2DefaultBodyDef();
	b2BodyId held = b2CreateBody( world, &gd );
	if ( corner ) {
		b2Polygon box = b2MakeOffsetBox( 1, 1, ( b2Vec2 ){ -1, -1 }, b2Rot_identity );
		b2CreatePolygonShape( held, &sd, &box );
	} else {
		b2Circle big = { { 0, 0 }, 1.0f };
		b2CreateCircleShape( held, &sd, &big );
	}
	b2BodyDef bd = b2DefaultBodyDef();
	bd.type = b2_dynamicBody;
	bd.position = ( b2Vec2 ){ 0, reach };
	bd.linearVelocity = ( b2Vec2 ){ speed, 0 };
	b2BodyId disc = b2CreateBody( world, &bd );
	b2Circle small = { { 0, 0 }, 0.2f };
	b2CreateCircleShape( disc, &sd, &small );
	double lastAngle = 0, lastGap = 0, crossed = -1, spin = 0;
	for ( int i = 0; i < 90; ++i ) {
		b2World_Step( world, 1.0f / 60, 4 );
		b2Vec2 p = b2Body_GetPosition( disc );
		double angle = atan2( p.x, p.y ), gap = sqrt( (double)p.x * p.x + (double)p.y * p.y ) - reach;
		if ( crossed < 0 && gap >= threshold ) crossed = lastAngle + ( angle - lastAngle ) * ( threshold - lastGap ) / ( gap - lastGap );
		if ( fabs( b2Body_GetAngularVelocity( disc ) ) > spin ) spin = fabs( b2Body_GetAngularVelocity( disc ) );
		lastAngle = angle;
		lastGap = gap;
	}
	printf( "Box2D v3: speed %.2f m/s: gap %g m at %.2f degrees from the top; largest spin %.3g rad/s\n", speed,
			threshold, crossed * 180 / M_PI, spin );
	return 0;
}
