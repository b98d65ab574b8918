/* unistd.h: a stand-in for .ci/objc-clang-check.sh (NOT the C library's header; see README.md). */
#ifndef MPL_STANDIN_UNISTD_H
#define MPL_STANDIN_UNISTD_H
typedef unsigned int useconds_t;
int usleep(useconds_t microseconds);
#endif
