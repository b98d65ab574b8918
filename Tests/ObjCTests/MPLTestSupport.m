#import "MPLTestSupport.h"
#include <unistd.h>

int MPLTestFailures = 0;
int MPLTestChecks = 0;

BOOL MPLRunLoopUntilFlag(volatile BOOL *flag, NSTimeInterval seconds) {
	NSDate *deadline = [NSDate dateWithTimeIntervalSinceNow:seconds];
	while (!*flag && [deadline timeIntervalSinceNow] > 0) {
		NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
		[[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate dateWithTimeIntervalSinceNow:0.02]];
		[pool release];
	}
	return *flag;
}

BOOL MPLSleepUntilFlag(volatile BOOL *flag, NSTimeInterval seconds) {
	NSDate *deadline = [NSDate dateWithTimeIntervalSinceNow:seconds];
	while (!*flag && [deadline timeIntervalSinceNow] > 0) usleep(2000);
	return *flag;
}

void MPLTestBegin(const char *name) {
	printf("test %s\n", name);
	fflush(stdout);
}

int MPLTestFinish(void) {
	printf("%d checks, %d failed\n", MPLTestChecks, MPLTestFailures);
	return MPLTestFailures == 0 ? 0 : 1;
}
