/* stdlib.h: a stand-in for .ci/objc-clang-check.sh (NOT the C library's header; see README.md). */
#ifndef MPL_STANDIN_STDLIB_H
#define MPL_STANDIN_STDLIB_H
#include <stddef.h>
void *malloc(size_t size);
void free(void *pointer);
void exit(int status) __attribute__((noreturn));
#endif
