//
//  MPLCompat.h (private)
//  Memory-management macros so PayPalMPL's classes compile under manual reference counting (gcc with GNUstep,
//  Xcode MRC, as 2011 apps were built) and under ARC.
//

#ifndef MPL_COMPAT_H
#define MPL_COMPAT_H

#ifndef __has_feature
#define __has_feature(x) 0
#endif

#if __has_feature(objc_arc)
#define MPL_RETAIN(x) (x)
#define MPL_RELEASE(x) ((void)0)
#define MPL_AUTORELEASE(x) (x)
#define MPL_POOL_BEGIN @autoreleasepool {
#define MPL_POOL_END }
#else
#define MPL_RETAIN(x) [(x) retain]
#define MPL_RELEASE(x) [(x) release]
#define MPL_AUTORELEASE(x) [(x) autorelease]
#define MPL_POOL_BEGIN { NSAutoreleasePool *mplPool = [[NSAutoreleasePool alloc] init];
#define MPL_POOL_END [mplPool release]; }
#endif

#endif
