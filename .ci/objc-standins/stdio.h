/* stdio.h: a stand-in for .ci/objc-clang-check.sh (NOT the C library's header; see README.md). The checks run with
 * -nostdlibinc: the Linux C headers do not parse for an Apple target. Only what our Objective-C sources call. */
#ifndef MPL_STANDIN_STDIO_H
#define MPL_STANDIN_STDIO_H
typedef struct __sFILE FILE;
extern FILE *stdout;
int printf(const char *format, ...) __attribute__((format(printf, 1, 2)));
int fflush(FILE *stream);
#endif
