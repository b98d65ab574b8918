/* string.h: a stand-in for .ci/objc-clang-check.sh (NOT the C library's header; see README.md). */
#ifndef MPL_STANDIN_STRING_H
#define MPL_STANDIN_STRING_H
#include <stddef.h>
size_t strlen(const char *string);
int strcmp(const char *left, const char *right);
char *strdup(const char *string);
#endif
