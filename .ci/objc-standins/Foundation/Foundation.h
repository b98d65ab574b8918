/* Foundation/Foundation.h: a stand-in for .ci/objc-clang-check.sh (NOT Apple's header, NOT an SDK; see ../README.md).
 *
 * Declarations only, for clang's Objective-C front end (-fsyntax-only): the classes, methods and functions that
 * Sources/PayPalMPL, the 2011 samples (Samples/ObjC) and Tests/ObjCTests use, with the signatures Apple's
 * Foundation gives them (return types, method families, varargs sentinels, NSString format checking,
 * NSAutoreleasePool unavailable under ARC), so that ARC's rules and the compiler's warnings apply as they do with
 * the real SDK. Nothing here is ever linked or run. A use of an API that is missing here fails the check: add its
 * declaration, shaped as Apple declares it. */
#ifndef MPL_STANDIN_FOUNDATION_H
#define MPL_STANDIN_FOUNDATION_H

#include <objc/objc.h>
#include <stdarg.h>
#include <stddef.h>
/* Apple's Foundation brings in the C library (through CoreFoundation); code relies on it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if __has_feature(objc_arc)
#define NS_AUTOMATED_REFCOUNT_UNAVAILABLE __attribute__((unavailable("not available in automatic reference counting mode")))
#else
#define NS_AUTOMATED_REFCOUNT_UNAVAILABLE
#endif
#define NS_REQUIRES_NIL_TERMINATION __attribute__((sentinel(0, 1)))
#define NS_FORMAT_FUNCTION(F, A) __attribute__((format(__NSString__, F, A)))

/* CoreFoundation's, which Apple's Foundation includes. */
#ifndef TRUE
#define TRUE 1
#endif
#ifndef FALSE
#define FALSE 0
#endif

typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef double NSTimeInterval;
typedef struct _NSZone NSZone;

@class NSString, NSArray, NSData, NSDate, NSError, NSThread;

/* ---- NSObject ---- */

@protocol NSObject
- (BOOL)isEqual:(id)object;
- (Class)class;
- (instancetype)self;
- (id)performSelector:(SEL)aSelector;
- (id)performSelector:(SEL)aSelector withObject:(id)object;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)respondsToSelector:(SEL)aSelector;
- (instancetype)retain NS_AUTOMATED_REFCOUNT_UNAVAILABLE;
- (oneway void)release NS_AUTOMATED_REFCOUNT_UNAVAILABLE;
- (instancetype)autorelease NS_AUTOMATED_REFCOUNT_UNAVAILABLE;
@property (readonly, copy) NSString *description;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject> {
	Class isa;
}
+ (void)initialize;
- (instancetype)init;
+ (instancetype)new;
+ (instancetype)allocWithZone:(NSZone *)zone;
+ (instancetype)alloc;
- (void)dealloc;
- (id)copy;
+ (Class)class;
@end

@protocol NSCopying
- (id)copyWithZone:(NSZone *)zone;
@end

/** for … in (the 2011 samples use it). */
@protocol NSFastEnumeration
- (NSUInteger)countByEnumeratingWithState:(void *)state objects:(id __unsafe_unretained [])buffer count:(NSUInteger)len;
@end

/** Key-value coding (NSKeyValueCoding.h). */
@interface NSObject (NSKeyValueCoding)
- (id)valueForKey:(NSString *)key;
- (void)setValue:(id)value forKey:(NSString *)key;
@end

/** Performing a selector on the main thread (NSThread.h). */
@interface NSObject (NSThreadPerformAdditions)
- (void)performSelectorOnMainThread:(SEL)aSelector withObject:(id)arg waitUntilDone:(BOOL)wait;
@end

/* ---- Strings ---- */

typedef NSUInteger NSStringEncoding;
enum { NSUTF8StringEncoding = 4 };

@interface NSString : NSObject <NSCopying>
@property (readonly) NSUInteger length;
@property (readonly) const char *UTF8String;
@property (readonly) int intValue;
@property (readonly) double doubleValue;
@property (readonly) float floatValue;
@property (readonly) BOOL boolValue;
+ (instancetype)stringWithUTF8String:(const char *)nullTerminatedCString;
+ (instancetype)stringWithFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1, 2);
- (instancetype)initWithData:(NSData *)data encoding:(NSStringEncoding)encoding;
- (NSString *)stringByAppendingString:(NSString *)aString;
- (BOOL)isEqualToString:(NSString *)aString;
@end

NSString *NSStringFromSelector(SEL aSelector);
void NSLog(NSString *format, ...) NS_FORMAT_FUNCTION(1, 2);

/* ---- Collections ---- */

@interface NSArray : NSObject <NSCopying, NSFastEnumeration>
@property (readonly) NSUInteger count;
- (id)objectAtIndex:(NSUInteger)index;
- (BOOL)containsObject:(id)anObject;
+ (instancetype)array;
+ (instancetype)arrayWithObject:(id)anObject;
+ (instancetype)arrayWithObjects:(id)firstObj, ... NS_REQUIRES_NIL_TERMINATION;
- (NSString *)componentsJoinedByString:(NSString *)separator;
@end

@interface NSMutableArray : NSArray
+ (instancetype)arrayWithCapacity:(NSUInteger)numItems;
- (void)addObject:(id)anObject;
@end

@interface NSDictionary : NSObject <NSCopying, NSFastEnumeration>
@property (readonly) NSUInteger count;
@property (readonly, copy) NSArray *allKeys;
- (id)objectForKey:(id)aKey;
+ (instancetype)dictionary;
+ (instancetype)dictionaryWithDictionary:(NSDictionary *)dict;
@end

@interface NSMutableDictionary : NSDictionary
- (void)setObject:(id)anObject forKey:(id<NSCopying>)aKey;
- (void)removeObjectForKey:(id)aKey;
- (void)addEntriesFromDictionary:(NSDictionary *)otherDictionary;
@end

@interface NSNull : NSObject <NSCopying>
+ (NSNull *)null;
@end

/* ---- Numbers ---- */

@interface NSValue : NSObject <NSCopying>
@property (readonly) const char *objCType;
@end

/** NSDecimal as Apple lays it out (a 38-digit mantissa). */
typedef struct {
	signed int _exponent : 8;
	unsigned int _length : 4;
	unsigned int _isNegative : 1;
	unsigned int _isCompact : 1;
	unsigned int _reserved : 18;
	unsigned short _mantissa[8];
} NSDecimal;

typedef enum { NSRoundPlain, NSRoundDown, NSRoundUp, NSRoundBankers } NSRoundingMode;
typedef enum {
	NSCalculationNoError = 0,
	NSCalculationLossOfPrecision,
	NSCalculationUnderflow,
	NSCalculationOverflow,
	NSCalculationDivideByZero
} NSCalculationError;

BOOL NSDecimalIsNotANumber(const NSDecimal *dcm);
NSCalculationError NSDecimalAdd(NSDecimal *result, const NSDecimal *leftOperand, const NSDecimal *rightOperand,
	NSRoundingMode roundingMode);

@interface NSNumber : NSValue
@property (readonly) int intValue;
@property (readonly) float floatValue;
@property (readonly) double doubleValue;
@property (readonly) BOOL boolValue;
@property (readonly) NSDecimal decimalValue;
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithBool:(BOOL)value;
- (NSString *)descriptionWithLocale:(id)locale;
@end

@interface NSDecimalNumber : NSNumber
+ (NSDecimalNumber *)decimalNumberWithDecimal:(NSDecimal)dcm;
+ (NSDecimalNumber *)decimalNumberWithString:(NSString *)numberValue;
+ (NSDecimalNumber *)decimalNumberWithString:(NSString *)numberValue locale:(id)locale;
+ (NSDecimalNumber *)zero;
- (NSDecimalNumber *)decimalNumberByAdding:(NSDecimalNumber *)decimalNumber;
@end

/* ---- Data, JSON, exceptions ---- */

@interface NSData : NSObject <NSCopying>
@property (readonly) NSUInteger length;
+ (instancetype)dataWithBytes:(const void *)bytes length:(NSUInteger)length;
@end

typedef enum { NSJSONReadingMutableContainers = 1, NSJSONReadingMutableLeaves = 2, NSJSONReadingAllowFragments = 4 }
	NSJSONReadingOptions;
typedef enum { NSJSONWritingPrettyPrinted = 1, NSJSONWritingSortedKeys = 2 } NSJSONWritingOptions;

@interface NSJSONSerialization : NSObject
+ (BOOL)isValidJSONObject:(id)obj;
+ (NSData *)dataWithJSONObject:(id)obj options:(NSJSONWritingOptions)opt error:(NSError **)error;
+ (id)JSONObjectWithData:(NSData *)data options:(NSJSONReadingOptions)opt error:(NSError **)error;
@end

@interface NSException : NSObject <NSCopying>
@end

/* ---- Dates, threads, run loops, autorelease pools ---- */

@interface NSDate : NSObject <NSCopying>
+ (instancetype)dateWithTimeIntervalSinceNow:(NSTimeInterval)secs;
@property (readonly) NSTimeInterval timeIntervalSinceNow;
@end

@interface NSThread : NSObject
@property (class, readonly, strong) NSThread *currentThread;
@property (class, readonly) BOOL isMainThread;
@property (readonly) BOOL isMainThread;
+ (void)detachNewThreadSelector:(SEL)selector toTarget:(id)target withObject:(id)argument;
@end

typedef NSString *NSRunLoopMode;
extern NSRunLoopMode const NSDefaultRunLoopMode;

@interface NSRunLoop : NSObject
@property (class, readonly, strong) NSRunLoop *currentRunLoop;
@property (class, readonly, strong) NSRunLoop *mainRunLoop;
@property (readonly, copy) NSRunLoopMode currentMode;
- (BOOL)runMode:(NSRunLoopMode)mode beforeDate:(NSDate *)limitDate;
- (void)performSelector:(SEL)aSelector target:(id)target argument:(id)arg order:(NSUInteger)order
	modes:(NSArray *)modes;
@end

/** Manual reference counting only, as in Apple's header (under ARC: @autoreleasepool). */
NS_AUTOMATED_REFCOUNT_UNAVAILABLE
@interface NSAutoreleasePool : NSObject
@end

#endif
