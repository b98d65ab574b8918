//
//  MPLCompat.h (private)
//  Memory-management macros so PayPalMPL's classes compile both under manual reference counting (gcc with
//  GNUstep, Xcode MRC, as 2011 apps were built) and under ARC (clang -fobjc-arc).
//
//  Only what gcc 12's Objective-C accepts is used outside the ARC branch: no blocks, no object literals, no
//  @autoreleasepool (an NSAutoreleasePool instead).
//

#ifndef MPL_COMPAT_H
#define MPL_COMPAT_H

/* clang (and gcc 14+) have __has_feature; gcc 12 does not (GNUstep's headers define the same fallback). The
 * test is nested: `#if defined(__has_feature) && __has_feature(x)` does not preprocess where it is undefined. */
#if !defined(__has_feature)
#define __has_feature(x) 0
#endif

#if defined(__has_feature)
#if __has_feature(objc_arc)
#define MPL_ARC 1
#endif
#endif
#ifndef MPL_ARC
#define MPL_ARC 0
#endif

#if MPL_ARC
/** ARC: the compiler retains. */
#define MPL_RETAIN(x) (x)
/** ARC: the compiler releases. */
#define MPL_RELEASE(x) ((void)0)
/** ARC: the compiler autoreleases. */
#define MPL_AUTORELEASE(x) (x)
/** ARC: -dealloc must not call [super dealloc]. */
#define MPL_SUPER_DEALLOC() ((void)0)
/** An autorelease pool around a block of statements (end it with MPL_POOL_END). */
#define MPL_POOL_BEGIN @autoreleasepool {
/** The end of MPL_POOL_BEGIN's pool. */
#define MPL_POOL_END }
#else
/** MRC: retains `x` and yields it. */
#define MPL_RETAIN(x) [(x) retain]
/** MRC: releases `x`. */
#define MPL_RELEASE(x) [(x) release]
/** MRC: autoreleases `x` and yields it. */
#define MPL_AUTORELEASE(x) [(x) autorelease]
/** MRC: the last statement of -dealloc. */
#define MPL_SUPER_DEALLOC() [super dealloc]
/** An autorelease pool around a block of statements (end it with MPL_POOL_END). */
#define MPL_POOL_BEGIN { NSAutoreleasePool *mplPool = [[NSAutoreleasePool alloc] init];
/** The end of MPL_POOL_BEGIN's pool. */
#define MPL_POOL_END [mplPool release]; }
#endif

#endif
