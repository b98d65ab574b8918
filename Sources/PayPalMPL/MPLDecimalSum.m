#import "MPLDecimalSum.h"

NSDecimalNumber *MPLDecimalAdd(NSDecimalNumber *sum, id part) {
	if ([part isKindOfClass:[NSDecimalNumber class]]) return [sum decimalNumberByAdding:part];
	if ([part isKindOfClass:[NSNumber class]]) {
		return [sum decimalNumberByAdding:[NSDecimalNumber decimalNumberWithDecimal:[part decimalValue]]];
	}
	return sum;
}
