//
//  PayPalContext.m
//  PayPalMPL — PayPalContext (MRC and ARC). Whether a dictionary reads back is the engine's decision
//  (MPLEngineNormalizeContext), so Objective-C and Swift apps accept and refuse the same dictionaries; the keys the
//  properties do not cover (the engine's ordersV2… resume data) are kept in engineData for -serialize.
//

#import "PayPalContext.h"
#import "MPLCompat.h"
#import "MPLCoding.h"
#import "MPLEngine.h"

/** The keys of the NSString properties (their names; MPLEngineKeys.h spells them for this class and the engine's). */
static NSArray *MPLContextStringKeys(void) {
	return [NSArray arrayWithObjects:@MPLEngineKeySessionToken, @MPLEngineKeyAmount, @MPLEngineKeyTax, @MPLEngineKeyShipping,
		@MPLEngineKeyCurrencyCode, @MPLEngineKeyItemDesc, @MPLEngineKeyRecipientEmail, @MPLEngineKeyMerchantName, nil];
}

/** The keys of the BOOL properties. */
static NSArray *MPLContextFlagKeys(void) {
	return [NSArray arrayWithObjects:@MPLEngineKeyShippable, @MPLEngineKeyRecipientPaysFee, @MPLEngineKeyEnableDynamicAmountUpdate, nil];
}

/** The key of the environment. */
static NSString *const MPLContextEnvironmentKey = @MPLEngineKeyEnvironment;

@interface PayPalContext (MPLReading)
/** Sets every property from `dictionary` (absent or mistyped: nil, NO, ENV_LIVE) and keeps its other keys. */
- (void)mpl_read:(NSDictionary *)dictionary;
@end

@implementation PayPalContext

@synthesize sessionToken, amount, tax, shipping, currencyCode, itemDesc, shippable, recipientEmail, merchantName, environment,
	recipientPaysFee, enableDynamicAmountUpdate;

- (NSDictionary *)serialize {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	if (engineData != nil) [dictionary addEntriesFromDictionary:engineData];
	NSArray *strings = MPLContextStringKeys(), *flags = MPLContextFlagKeys();
	NSUInteger i;
	for (i = 0; i < [strings count]; i++) {
		NSString *key = [strings objectAtIndex:i];
		id value = [self valueForKey:key];
		if (value != nil) {
			[dictionary setObject:value forKey:key];
		} else {
			[dictionary removeObjectForKey:key];
		}
	}
	for (i = 0; i < [flags count]; i++) {
		NSString *key = [flags objectAtIndex:i];
		[dictionary setObject:[NSNumber numberWithBool:[[self valueForKey:key] boolValue]] forKey:key];
	}
	[dictionary setObject:[NSNumber numberWithInt:(int)self.environment] forKey:MPLContextEnvironmentKey];
	return dictionary;
}

- (BOOL)deserialize:(NSDictionary *)contextData {
	if (![contextData isKindOfClass:[NSDictionary class]]) return NO;
	NSString *json = MPLJSONString(contextData);
	if (json == nil) return NO; /* not JSON-encodable (a date, data, a non-string key…): refused, nothing changed */
	char *normalized = MPLEngineNormalizeContext([json UTF8String]);
	if (normalized == NULL) return NO; /* the engine refused it: nothing changed */
	id object = MPLJSONObject(normalized);
	MPLEngineFree(normalized);
	if (![object isKindOfClass:[NSDictionary class]]) return NO;
	[self mpl_read:object];
	return YES;
}

#if !MPL_ARC
- (void)dealloc {
	MPL_RELEASE(sessionToken);
	MPL_RELEASE(amount);
	MPL_RELEASE(tax);
	MPL_RELEASE(shipping);
	MPL_RELEASE(currencyCode);
	MPL_RELEASE(itemDesc);
	MPL_RELEASE(recipientEmail);
	MPL_RELEASE(merchantName);
	MPL_RELEASE(engineData);
	MPL_SUPER_DEALLOC();
}
#endif

@end

@implementation PayPalContext (MPLReading)

- (void)mpl_read:(NSDictionary *)dictionary {
	NSMutableDictionary *rest = [NSMutableDictionary dictionaryWithDictionary:dictionary];
	NSArray *strings = MPLContextStringKeys(), *flags = MPLContextFlagKeys();
	NSUInteger i;
	for (i = 0; i < [strings count]; i++) {
		NSString *key = [strings objectAtIndex:i];
		id value = [dictionary objectForKey:key];
		[self setValue:[value isKindOfClass:[NSString class]] ? value : nil forKey:key];
		[rest removeObjectForKey:key];
	}
	for (i = 0; i < [flags count]; i++) {
		NSString *key = [flags objectAtIndex:i];
		id value = [dictionary objectForKey:key];
		BOOL flag = [value isKindOfClass:[NSNumber class]] ? [value boolValue] : NO;
		[self setValue:[NSNumber numberWithBool:flag] forKey:key];
		[rest removeObjectForKey:key];
	}
	id environmentValue = [dictionary objectForKey:MPLContextEnvironmentKey];
	self.environment = [environmentValue isKindOfClass:[NSNumber class]] ? (PayPalEnvironment)[environmentValue intValue] : ENV_LIVE;
	[rest removeObjectForKey:MPLContextEnvironmentKey];
	NSDictionary *kept = [rest count] > 0 ? [rest copy] : nil;
	MPL_RELEASE(engineData);
	engineData = kept;
}

@end

@implementation PayPalContext (MPLPrivate)

+ (PayPalContext *)mpl_contextWithDictionary:(NSDictionary *)dictionary {
	PayPalContext *context = MPL_AUTORELEASE([[PayPalContext alloc] init]);
	if ([dictionary isKindOfClass:[NSDictionary class]]) [context mpl_read:dictionary];
	return context;
}

@end
