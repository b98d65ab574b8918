/* objc/runtime.h: a stand-in for .ci/objc-clang-check.sh (NOT Apple's header, NOT an SDK; see ../README.md).
 * The runtime functions Tests/ObjCTests use. (gcc's own objc/runtime.h does not parse under clang's ARC.) */
#ifndef MPL_STANDIN_OBJC_RUNTIME_H
#define MPL_STANDIN_OBJC_RUNTIME_H

#include <objc/objc.h>

const char *class_getName(Class cls);
int objc_getClassList(Class *buffer, int bufferCount);

#endif
