//
//  MPLTestSupport.h
//  The Objective-C tests' harness: checks that count and report failures, and a main run loop pumped until a
//  condition holds, as an app's run loop would deliver the library's callbacks. gcc- and clang-compatible, MRC.
//

#import <Foundation/Foundation.h>

extern int MPLTestFailures;
extern int MPLTestChecks;

/** Records a failed check with its place and a message, and goes on. */
#define CHECK(condition, ...) do { \
	MPLTestChecks++; \
	if (!(condition)) { \
		MPLTestFailures++; \
		printf("FAIL %s:%d: %s — %s\n", __FILE__, __LINE__, #condition, [[NSString stringWithFormat:__VA_ARGS__] UTF8String]); \
	} \
} while (0)


/** Pumps the main run loop until `*flag` becomes YES or `seconds` pass. */
BOOL MPLRunLoopUntilFlag(volatile BOOL *flag, NSTimeInterval seconds);

/** Waits, without running any run loop, until `*flag` becomes YES or `seconds` pass. */
BOOL MPLSleepUntilFlag(volatile BOOL *flag, NSTimeInterval seconds);

/** Prints one line per test as it starts. */
void MPLTestBegin(const char *name);

/** Prints the totals; returns the process's exit status. */
int MPLTestFinish(void);
