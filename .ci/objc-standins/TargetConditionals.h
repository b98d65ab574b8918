/* TargetConditionals.h: a stand-in for .ci/objc-clang-check.sh (NOT Apple's header, NOT an SDK; see README.md).
 * The TARGET_OS_* macros PayPal.h tests, derived from the clang target: an iOS target (-target …-apple-ios…)
 * is an iPhone OS, any other Apple target macOS. */
#ifndef MPL_STANDIN_TARGETCONDITIONALS_H
#define MPL_STANDIN_TARGETCONDITIONALS_H

#if defined(__ENVIRONMENT_IPHONE_OS_VERSION_MIN_REQUIRED__)
#define TARGET_OS_MAC 1
#define TARGET_OS_OSX 0
#define TARGET_OS_IPHONE 1
#define TARGET_OS_IOS 1
#define TARGET_OS_MACCATALYST 0
#else
#define TARGET_OS_MAC 1
#define TARGET_OS_OSX 1
#define TARGET_OS_IPHONE 0
#define TARGET_OS_IOS 0
#define TARGET_OS_MACCATALYST 0
#endif
#define TARGET_OS_TV 0
#define TARGET_OS_WATCH 0
#define TARGET_OS_VISION 0
#define TARGET_OS_SIMULATOR 0

#endif
