// Box2D v3's own stage profile (b2World_GetProfile) for two of dynamics-bench's scenes, in the
// stage names of our `StageProfile`, so `make profile` can set the two side by side. Built by
// `make profile` against ../shared/peers/box2d-v3 when the peers are there; the project never
// needs it to build or test.
//
//   box2d-stages pile N [steps]     the `pile` scene of ../shared/BENCH.md (discs in a box)
//   box2d-stages pyramid BASE [steps]   Box2D's `large_pyramid` (BENCH.md's `pyramid`)
//   box2d-stages pyramids BASE [steps]  Box2D's `many_pyramids` (BENCH.md's `pyramids`): 20 x 20
//                                       pyramids of BASE rows, each row of them on its own floor
//
// Units: 100 pt = 1 m, as in BENCH.md. One thread, no sleeping, 4 sub-steps of 1/60 s.
// Prints one JSON object: each stage's mean milliseconds per step. Box2D's fields map onto
// ours as follows (Box2D has no refresh pass, no impacts and no write-back to items):
//   broadPhase  = pairs + refit + transforms (bodies finalized: transforms and boxes)
//   narrowPhase = collide          prepare = prepareConstraints + solverSetup
//   integrate   = integrateVelocities + integratePositions
//   warmStart   = warmStart        solve = solveImpulses        relax = relaxImpulses
//   finish      = applyRestitution + storeImpulses
//   other       = step less all of the above          step = step
#include "box2d/box2d.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void makePile( b2WorldId world, int n )
{
	b2BodyDef ground = b2DefaultBodyDef();
	b2BodyId container = b2CreateBody( world, &ground );
	b2ShapeDef wall = b2DefaultShapeDef();
	wall.material.friction = 0.6f;
	// Inner faces at y = 0, x = 0 and x = 200 m; 400 m tall; 1 m thick.
	b2Polygon floorBox = b2MakeOffsetBox( 101.0f, 0.5f, ( b2Vec2 ){ 100.0f, -0.5f }, b2Rot_identity );
	b2Polygon left = b2MakeOffsetBox( 0.5f, 200.0f, ( b2Vec2 ){ -0.5f, 200.0f }, b2Rot_identity );
	b2Polygon right = b2MakeOffsetBox( 0.5f, 200.0f, ( b2Vec2 ){ 200.5f, 200.0f }, b2Rot_identity );
	b2CreatePolygonShape( container, &wall, &floorBox );
	b2CreatePolygonShape( container, &wall, &left );
	b2CreatePolygonShape( container, &wall, &right );

	b2BodyDef disc = b2DefaultBodyDef();
	disc.type = b2_dynamicBody;
	b2ShapeDef shape = b2DefaultShapeDef();
	shape.density = 1.0f;
	shape.material.friction = 0.6f;
	b2Circle circle = { { 0.0f, 0.0f }, 0.5f };
	for ( int i = 0; i < n; ++i )
	{
		// 166 a row, 1.2 m apart, the first 1 m from the left wall and the floor.
		const double x = 100.0 + (double)( i % 166 ) * 120.0, y = 100.0 + (double)( i / 166 ) * 120.0;
		disc.position = ( b2Vec2 ){ (float)( x / 100.0 ), (float)( y / 100.0 ) };
		b2CreateCircleShape( b2CreateBody( world, &disc ), &shape, &circle );
	}
}

// One pyramid of `base` rows of 1 m boxes (density 1, friction 0.6) standing on y = `floor`,
// its bottom-left box's left edge at x = `left`: each row centred on the gaps of the row below.
static void addPyramid( b2WorldId world, int base, float left, float floor )
{
	const float half = 0.5f;
	b2Polygon box = b2MakeSquare( half );
	b2ShapeDef shape = b2DefaultShapeDef();
	shape.density = 1.0f;
	shape.material.friction = 0.6f;
	b2BodyDef body = b2DefaultBodyDef();
	body.type = b2_dynamicBody;
	for ( int row = 0; row < base; ++row )
	{
		for ( int i = row; i < base; ++i )
		{
			const float x = left + (float)( row + 1 ) * half + 2.0f * (float)( i - row ) * half;
			body.position = ( b2Vec2 ){ x, floor + (float)( 2 * row + 1 ) * half };
			b2CreatePolygonShape( b2CreateBody( world, &body ), &shape, &box );
		}
	}
}

static void makePyramid( b2WorldId world, int base )
{
	b2BodyDef ground = b2DefaultBodyDef();
	ground.position = ( b2Vec2 ){ 0.0f, -1.0f };
	b2ShapeDef floorShape = b2DefaultShapeDef();
	b2Polygon floorBox = b2MakeBox( 100.0f, 1.0f );
	b2CreatePolygonShape( b2CreateBody( world, &ground ), &floorShape, &floorBox );
	addPyramid( world, base, -0.5f * (float)base, 0.0f );
}

// 20 x 20 pyramids of `base` rows of 1 m boxes: a row of pyramids stands on each of 20 static
// segments (one ground body) spaced a pyramid's height plus one box apart, the pyramids of a
// row side by side a box apart, as dynamics-bench's `pyramids` lays them out.
static void makePyramids( b2WorldId world, int base )
{
	const int rows = 20, columns = 20;
	const float pitch = (float)( base + 1 ), width = (float)columns * pitch;
	b2BodyDef ground = b2DefaultBodyDef();
	b2BodyId floors = b2CreateBody( world, &ground );
	b2ShapeDef floorShape = b2DefaultShapeDef();
	for ( int row = 0; row < rows; ++row )
	{
		b2Segment segment = { { -width, (float)row * pitch }, { width, (float)row * pitch } };
		b2CreateSegmentShape( floors, &floorShape, &segment );
		for ( int column = 0; column < columns; ++column )
			addPyramid( world, base, -0.5f * width + (float)column * pitch + 0.5f, (float)row * pitch );
	}
}

int main( int argc, char** argv )
{
	if ( argc < 3 || ( strcmp( argv[1], "pile" ) != 0 && strcmp( argv[1], "pyramid" ) != 0 &&
					   strcmp( argv[1], "pyramids" ) != 0 ) )
	{
		fprintf( stderr, "usage: %s pile N [steps] | pyramid BASE [steps] | pyramids BASE [steps]\n", argv[0] );
		return 2;
	}
	const int isPile = strcmp( argv[1], "pile" ) == 0;
	const int isMany = strcmp( argv[1], "pyramids" ) == 0;
	const int size = atoi( argv[2] );
	const int steps = argc > 3 ? atoi( argv[3] ) : ( isPile ? 600 : isMany ? 200 : 500 );
	if ( size < 1 || steps < 1 )
	{
		fprintf( stderr, "%s: the size and the steps must be at least 1\n", argv[0] );
		return 2;
	}

	b2WorldDef def = b2DefaultWorldDef();
	def.gravity = ( b2Vec2 ){ 0.0f, -10.0f };
	def.enableSleep = false;
	def.workerCount = 1;
	b2WorldId world = b2CreateWorld( &def );
	if ( isPile )
		makePile( world, size );
	else if ( isMany )
		makePyramids( world, size );
	else
		makePyramid( world, size );

	b2Profile sum;
	memset( &sum, 0, sizeof sum );
	for ( int s = 0; s < steps; ++s )
	{
		b2World_Step( world, 1.0f / 60.0f, 4 );
		b2Profile p = b2World_GetProfile( world );
		// Every field is a float of milliseconds: add them up field by field.
		float* to = (float*)&sum;
		const float* from = (const float*)&p;
		for ( size_t k = 0; k < sizeof sum / sizeof( float ); ++k )
			to[k] += from[k];
	}

	const double perStep = 1.0 / (double)steps;
	const double broad = ( sum.pairs + sum.refit + sum.transforms ) * perStep;
	const double narrow = sum.collide * perStep;
	const double prepare = ( sum.prepareConstraints + sum.solverSetup ) * perStep;
	const double integrate = ( sum.integrateVelocities + sum.integratePositions ) * perStep;
	const double warm = sum.warmStart * perStep, solve = sum.solveImpulses * perStep;
	const double relax = sum.relaxImpulses * perStep;
	const double finish = ( sum.applyRestitution + sum.storeImpulses ) * perStep;
	const double step = sum.step * perStep;
	double other = step - ( broad + narrow + prepare + integrate + warm + solve + relax + finish );
	if ( other < 0.0 )
		other = 0.0;
	printf( "{\"engine\":\"box2d\",\"scene\":\"%s\",\"n\":%d,\"steps\":%d,\"stage_integrate_ms\":%.4f,"
			"\"stage_broadPhase_ms\":%.4f,\"stage_narrowPhase_ms\":%.4f,\"stage_prepare_ms\":%.4f,"
			"\"stage_warmStart_ms\":%.4f,\"stage_solve_ms\":%.4f,\"stage_relax_ms\":%.4f,\"stage_finish_ms\":%.4f,"
			"\"stage_other_ms\":%.4f,\"stage_step_ms\":%.4f}\n",
			argv[1], isPile ? size : ( isMany ? 400 : 1 ) * size * ( size + 1 ) / 2, steps, integrate, broad, narrow,
			prepare, warm, solve, relax, finish, other, step );
	b2DestroyWorld( world );
	return 0;
}
