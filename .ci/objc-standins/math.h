/* math.h: a stand-in for .ci/objc-clang-check.sh (NOT the C library's header; see README.md). */
#ifndef MPL_STANDIN_MATH_H
#define MPL_STANDIN_MATH_H
double round(double value);
#define isfinite(x) __builtin_isfinite(x)
#endif
