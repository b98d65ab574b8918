//
//  PayPalContext.m
//  PayPalMPL — the checkout's context; reading one back is the engine's decision (MPLEngineNormalizeContext),
//  so Objective-C and Swift apps accept and refuse the same dictionaries.
//

#import "PayPalContext.h"
#import "MPLCompat.h"
#import "MPLCoding.h"
#import "MPLEngine.h"

/** The string properties, by key. */
static NSArray *MPLContextStringKeys(void) {
	return [NSArray arrayWithObjects:@"sessionToken", @"amount", @"tax", @"shipping", @"currencyCode", @"itemDesc",
		@"recipientEmail", @"merchantName", nil];
}

/** The BOOL properties, by key. */
static NSArray *MPLContextFlagKeys(void) {
	return [NSArray arrayWithObjects:@"shippable", @"recipientPaysFee", @"enableDynamicAmountUpdate", nil];
}

@interface PayPalContext (MPLReading)
- (void)mpl_read:(NSDictionary *)dictionary;
@end

@implementation PayPalContext

@synthesize sessionToken, amount, tax, shipping, currencyCode, itemDesc, shippable, recipientEmail, merchantName, environment,
	recipientPaysFee, enableDynamicAmountUpdate;

- (NSDictionary *)serialize {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionaryWithDictionary:engineData != nil ? engineData : [NSDictionary dictionary]];
	NSArray *strings = MPLContextStringKeys(), *flags = MPLContextFlagKeys();
	NSUInteger i;
	for (i = 0; i < [strings count]; i++) {
		id value = [self valueForKey:[strings objectAtIndex:i]];
		if (value != nil) [dictionary setObject:value forKey:[strings objectAtIndex:i]];
	}
	for (i = 0; i < [flags count]; i++) {
		[dictionary setObject:[self valueForKey:[flags objectAtIndex:i]] forKey:[flags objectAtIndex:i]];
	}
	[dictionary setObject:[NSNumber numberWithInt:(int)environment] forKey:@"environment"];
	return dictionary;
}

- (BOOL)deserialize:(NSDictionary *)contextData {
	if (![contextData isKindOfClass:[NSDictionary class]]) return NO;
	NSString *json = MPLJSONString(contextData);
	if (json == nil) return NO;
	char *normalized = MPLEngineNormalizeContext([json UTF8String]);
	id object = MPLJSONObject(normalized);
	MPLEngineFree(normalized);
	if (![object isKindOfClass:[NSDictionary class]]) return NO;
	[self mpl_read:object];
	return YES;
}

/** Sets every property from a dictionary the engine normalized and keeps the rest as the engine's data. */
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
		[self setValue:[NSNumber numberWithBool:[[dictionary objectForKey:key] boolValue]] forKey:key];
		[rest removeObjectForKey:key];
	}
	environment = (PayPalEnvironment)[[dictionary objectForKey:@"environment"] intValue];
	[rest removeObjectForKey:@"environment"];
	MPL_RELEASE(engineData);
	engineData = [rest count] > 0 ? [rest copy] : nil;
}

+ (PayPalContext *)mpl_contextWithDictionary:(NSDictionary *)dictionary {
	PayPalContext *context = MPL_AUTORELEASE([[PayPalContext alloc] init]);
	[context mpl_read:dictionary];
	return context;
}

#if !__has_feature(objc_arc)
- (void)dealloc {
	[sessionToken release];
	[amount release];
	[tax release];
	[shipping release];
	[currencyCode release];
	[itemDesc release];
	[recipientEmail release];
	[merchantName release];
	[engineData release];
	[super dealloc];
}
#endif

@end
