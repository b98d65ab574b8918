//
//  MPLDecimalSum.h (private)
//  Sums of amounts for the computed totals: NSDecimalNumber only (never float or double), a nil or non-number
//  part counts as zero.
//

#import <Foundation/Foundation.h>

/** `sum + part`, where a nil or non-number part counts as zero. */
NSDecimalNumber *MPLDecimalAdd(NSDecimalNumber *sum, id part);
