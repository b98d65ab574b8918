/* objc/objc.h: a stand-in for .ci/objc-clang-check.sh (NOT Apple's header, NOT an SDK; see ../README.md).
 * id, Class and SEL are clang's built-in Objective-C types; this adds BOOL as on arm64 (a C bool), YES, NO and
 * nil. */
#ifndef MPL_STANDIN_OBJC_H
#define MPL_STANDIN_OBJC_H

typedef _Bool BOOL; /* bool, as Apple's objc.h declares it on arm64 */
#define YES __objc_yes
#define NO __objc_no
#ifndef nil
#define nil ((void *)0)
#endif
#ifndef Nil
#define Nil ((void *)0)
#endif

@class Protocol;

const char *sel_getName(SEL sel);

#endif
