// Generated from PayPal's Orders v2 OpenAPI spec (paypal/paypal-rest-api-specifications
// @ ec4d8f36a6ab0abcc3865e1072aaddc85ea14d5c, checkout_orders_v2.json, info.version 2.13, Apache-2.0):
// every `issue` with its exact `description`, per error schema. Do not edit by hand.

/// PayPal's issue descriptions, keyed by error schema (`400`, `422`, `orders.capture-422`, …) then issue name.
enum SpecIssues {
    /// Schema name → issue → description, exactly as the spec's enums spell them.
    static let bySchema: [String: [String: String]] = [
        "400": [
            "INVALID_ARRAY_MAX_ITEMS": "The number of items in an array parameter is too large.",
            "INVALID_ARRAY_MIN_ITEMS": "The number of items in an array parameter is too small.",
            "INVALID_COUNTRY_CODE":
                "Country code is invalid. Please refer to https://developer.paypal.com/api/rest/reference/country-codes/ for a list of supported country codes.",
            "INVALID_PARAMETER_SYNTAX": "The value of a field does not conform to the expected format.",
            "INVALID_STRING_LENGTH": "The value of a field is either too short or too long",
            "INVALID_PARAMETER_VALUE": "A parameter value is not valid.",
            "MISSING_REQUIRED_PARAMETER": "A required parameter is missing.",
            "NOT_SUPPORTED": "This field is not currently supported.",
            "PAYPAL_REQUEST_ID_REQUIRED":
                "A PayPal-Request-Id is required if you are trying to process payment for an Order. Please specify a PayPal-Request-Id or Create the Order without a 'payment_source' specified.",
            "MALFORMED_REQUEST_JSON": "The request JSON is not well formed.",
        ],
        "401": [
            "INVALID_ACCOUNT_STATUS": "Account validations failed for the user."
        ],
        "403": [
            "PERMISSION_DENIED": "You do not have permission to access or perform operations on this resource.",
            "NOT_ENABLED_FOR_CARD_PROCESSING":
                "The recipient for which the API call is made on behalf of is not enabled for card processing. Please contact PayPal customer support.",
            "PAYEE_ACCOUNT_NOT_VERIFIED":
                "Payee has not verified their account with PayPal. The selected payment method requires the recipient to have a verified PayPal account before transactions can be processed on their behalf.",
        ],
        "404": [
            "INVALID_RESOURCE_ID": "Specified resource ID does not exist. Please check the resource ID and try again."
        ],
        "422": [
            "AMOUNT_MISMATCH": "Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.",
            "CANNOT_BE_NEGATIVE": "Must be greater than or equal to 0. If the currency supports decimals, only two decimal place precision is supported.",
            "CANNOT_BE_ZERO_OR_NEGATIVE": "Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.",
            "CARD_EXPIRED": "The card is expired",
            "MISSING_PREVIOUS_REFERENCE":
                "For Merchant initiated network token transactions, either the payment_source.card.stored_credential.previous_network_transaction_reference or payment_source.card.stored_credential.previous_transaction_reference must be included in the request.",
            "MISSING_CRYPTOGRAM": "Cryptogram is mandatory for any customer initiated network token transactions.",
            "CITY_REQUIRED": "The specified country requires a city (address.admin_area_2).",
            "DECIMAL_PRECISION": "If the currency supports decimals, only two decimal place precision is supported.",
            "DONATION_ITEMS_NOT_SUPPORTED":
                "If 'purchase_unit' has \"DONATION\" as the 'items.category' then the Order can at most have one purchase_unit. Multiple purchase_units are not supported if either of them have at least one items with category as \"DONATION\".",
            "DUPLICATE_REFERENCE_ID": "`reference_id` must be unique if multiple `purchase_unit` are provided.",
            "INVALID_CURRENCY_CODE":
                "Currency code is invalid or is not currently supported. Please refer https://developer.paypal.com/api/rest/reference/currency-codes/ for list of supported currency codes.",
            "INVALID_PAYER_ID": "The payer ID is not valid.",
            "ITEM_TOTAL_MISMATCH": "Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.",
            "ITEM_TOTAL_REQUIRED":
                "If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.",
            "MAX_VALUE_EXCEEDED": "Should be less than or equal to 999999999999999.99.",
            "MISSING_PICKUP_ADDRESS": "A pickup address(`shipping.address`) is required for the provided `shipping.type`.",
            "MULTI_CURRENCY_ORDER": "Multiple differing values of currency_code are not supported. Entire Order request must have the same currency_code.",
            "MULTIPLE_ITEM_CATEGORIES":
                "For a given 'purchase_unit' the 'items.category' could be either \"PHYSICAL_GOODS\" and/or \"DIGITAL_GOODS\" or just \"DONATION\".  'items.category' as \"DONATION\" cannot be combined with items with either \"PHYSICAL_GOODS\" or \"DIGITAL_GOODS\".",
            "MULTIPLE_SHIPPING_ADDRESS_NOT_SUPPORTED": "Multiple shipping addresses are not supported.",
            "MULTIPLE_SHIPPING_TYPE_NOT_SUPPORTED": "Different `shipping.type` are not supported across purchase units.",
            "PAYEE_ACCOUNT_INVALID":
                "Payee account specified is invalid. Please check the `payee.email_address` or `payee.merchant_id` specified and try again. Ensure that either  `payee.merchant_id` or `payee.email_address` is specified.",
            "PAYEE_ACCOUNT_LOCKED_OR_CLOSED": "The merchant account is locked or closed.",
            "PAYEE_ACCOUNT_RESTRICTED": "The merchant account is restricted.",
            "PAYEE_PRICING_TIER_ID_NOT_ENABLED":
                "The API Caller is not enabled to process transactions by specifying a 'payee_pricing_tier_id'. Please work with your Account Manager to enable this option for your account.",
            "INVALID_PAYEE_PRICING_TIER_ID":
                "Please check the value specified or confirm with your Account Manager that the 'payee_pricing_tier_id' specified has been setup for the account.",
            "PAYEE_FX_RATE_ID_EXPIRED":
                "The specified FX Rate ID has expired. Please specify a different FX Rate Id and try the request again. Alternately, remove the FX Rate ID to process the request using the default exchange rate.",
            "PAYEE_FX_RATE_ID_CURRENCY_MISMATCH":
                "The specified FX Rate ID is for a currency that does not match with the currency of this request. Please specify a different FX Rate ID and try the request again. Alternately, remove the FX Rate ID to process the request using the default exchange rate.",
            "INVALID_FX_RATE_ID":
                "The specific FX Rate ID is not valid. This could be either because we are not able to look up the FX Rate based on this ID or it could be because the ID belongs to another API Caller.",
            "PLATFORM_FEES_NOT_SUPPORTED":
                "The API Caller is not enabled to process transactions by specifying 'platform_fees'. Please work with your PayPal Account Manager to enable this option for your account.",
            "INVALID_PLATFORM_FEES_ACCOUNT":
                "The specified platform_fees payee account is either invalid or account setup is incomplete.Please work with your PayPal Account Manager to enable this option for your account.",
            "INVALID_PLATFORM_FEES_AMOUNT": "The platform_fees amount cannot be greater than order amount.",
            "POSTAL_CODE_REQUIRED": "The specified country requires a postal code.",
            "REFERENCE_ID_REQUIRED": "'reference_id' is required for each 'purchase_unit' if multiple 'purchase_unit' are provided.",
            "SHIPPING_OPTIONS_NOT_SUPPORTED":
                "Shipping options are not supported when `shipping.type` is specified or when 'application_context.shipping_preference' is set as 'NO_SHIPPING' or 'SET_PROVIDED_ADDRESS'.",
            "TAX_TOTAL_MISMATCH": "Should equal sum of (tax * quantity) across all items for a given purchase_unit.",
            "TAX_TOTAL_REQUIRED": "If item details are specified (items.tax_total and items.quantity) corresponding amount.breakdown.tax_total is required.",
            "UNSUPPORTED_INTENT": "`intent=AUTHORIZE` is not supported for multiple purchase units. Only `intent=CAPTURE` is supported.",
            "UNSUPPORTED_PAYMENT_INSTRUCTION":
                "You must provide the payment instruction when you capture an authorized payment for `intent=AUTHORIZE`. For details, see <a href=\"/docs/api/payments/v2/#authorizations_capture\">Capture authorization</a>. For `intent=CAPTURE`, send the payment instruction when you create the order.",
            "SHIPPING_TYPE_NOT_SUPPORTED_FOR_CLIENT":
                "The API Caller account is not setup to be able to support a `shipping.type`=`PICKUP_IN_PERSON`. This feature is only supported for <a href=\"https://www.paypal.com/us/business/platforms-and-marketplaces\">PayPal Commerce Platform for Platforms and Marketplaces</a>.",
            "UNSUPPORTED_SHIPPING_TYPE":
                "The provided `shipping.type` is only supported for `application_context.shipping_preference`=`SET_PROVIDED_ADDRESS` or `NO_SHIPPING`.",
            "SHIPPING_OPTION_NOT_SELECTED": "At least one of the shipping.option should be set to 'selected = true'.",
            "MULTIPLE_SHIPPING_OPTION_SELECTED": "Only one shipping.option can be set to 'selected = true'.",
            "PREFERRED_SHIPPING_OPTION_AMOUNT_MISMATCH":
                "The amount provided in the preferred shipping option should match the amount provided in amount breakdown",
            "AGREEMENT_ALREADY_CANCELLED": "The requested agreement is already canceled.",
            "BILLING_AGREEMENT_NOT_FOUND": "The requested Billing Agreement token was not found.",
            "COMPLIANCE_VIOLATION": "Transaction is declined due to compliance violation.",
            "DOMESTIC_TRANSACTION_REQUIRED":
                "This transaction requires the payee and payer to be resident in the same country, a domestic transaction is required to create this payment.",
            "DUPLICATE_INVOICE_ID":
                "Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.",
            "INSTRUMENT_DECLINED": "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
            "MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED": "You have exceeded the maximum number of payment attempts.",
            "NOT_ENABLED_FOR_CARD_PROCESSING":
                "The API Caller account is not setup to be able to process card payments. Please contact PayPal customer support.",
            "PAYEE_BLOCKED_TRANSACTION": "The Fraud settings for this seller are such that this payment cannot be executed.",
            "PAYER_ACCOUNT_LOCKED_OR_CLOSED": "The payer account cannot be used for this transaction.",
            "PAYER_ACCOUNT_RESTRICTED": "PAYER_ACCOUNT_RESTRICTED",
            "PAYER_CANNOT_PAY": "Combination of payer and payee settings mean that this buyer cannot pay this seller.",
            "TRANSACTION_BLOCKED_BY_PAYEE": "Transaction blocked by Payee’s Fraud Protection settings.",
            "TRANSACTION_LIMIT_EXCEEDED": "Total payment amount exceeded transaction limit.",
            "TRANSACTION_RECEIVING_LIMIT_EXCEEDED": "The transaction exceeds the receiver's receiving limit.",
            "TRANSACTION_REFUSED": "The request was refused.",
            "AUTH_CAPTURE_NOT_ENABLED":
                "Authorization and Capture feature is not enabled for the merchant. Make sure that the recipient of the funds is a verified business account.",
            "UNSUPPORTED_PROCESSING_INSTRUCTION":
                "The specified processing_instruction is not supported for the given payment_source. Please refer to https://developer.paypal.com/api/orders/v2/#definition-processing_instruction for the list of payment_source that can be specified with this value.",
            "ORDER_COMPLETE_ON_PAYMENT_APPROVAL":
                "A processing_instruction of `ORDER_COMPLETE_ON_PAYMENT_APPROVAL` is required for the specified payment_source. Please refer to the integration guide https://developer.paypal.com/docs/limited-release/alternative-payment-methods-with-orders/ for more details",
            "INVALID_EXPIRY_DATE": "Expiry date is invalid. Expiry date should be a date in future and within the threshold for the payment source.",
            "INCOMPATIBLE_PARAMETER_VALUE": "The value of the field is incompatible/redundant with other fields in the order.",
            "INVALID_PREVIOUS_TRANSACTION_REFERENCE":
                "The authorization or capture referenced by `previous_transaction_reference` is not valid. This could be either because the previous_transaction_reference is not found or doesn't belong to the payee. Please use a valid `previous_transaction_reference`.",
            "PREVIOUS_TRANSACTION_REFERENCE_HAS_CHARGEBACK":
                "The capture referenced by `previous_transaction_reference` has a chargeback and hence cannot be used for this order. Please use a `previous_transaction_reference` which does not have a chargeback.",
            "PREVIOUS_TRANSACTION_REFERENCE_VOIDED":
                "The status of authorization referenced by `previous_transaction_reference` is `VOIDED` and hence cannot be used for this order. Please use a `previous_transaction_reference` whose status is not `VOIDED`.",
            "PAYMENT_SOURCE_MISMATCH":
                "The `payment_source` in the request must match the `payment_source` used for the authorization or capture referenced by `previous_transaction_reference`. Please use `previous_transaction_reference` whose `payment_source` matches with the `payment_source` specified in the order.",
            "MERCHANT_INITIATED_WITH_SECURITY_CODE":
                "`stored_payment_source.payment_initiator` = `MERCHANT` is not supported if `payment_source.card.security_code` is present in the order. `security_code` can be present in the order only when customer is the payment initiator. It is semantically incorrect to perform a merchant initiated payment with `security_code` is the order.",
            "MERCHANT_INITIATED_WITH_AUTHENTICATION_RESULTS":
                "`stored_payment_source.payment_initiator` = `MERCHANT` is not supported if 3D-Secure authentication results are present in the order. 3D-Secure authentication results can be present in the order only when customer is the payment initiator. It is semantically incorrect to perform a merchant initiated payment with 3D-Secure authentication results is the order.",
            "MERCHANT_INITIATED_WITH_MULTIPLE_PURCHASE_UNITS":
                "`stored_payment_source.payment_initiator` = `MERCHANT` is not supported if more than one purchase_unit is present in the Order. Merchant initiated payments are not supported from orders with more than one purchase_unit. Please retry the request with multiple Order requests (one for each purchase_unit).",
            "PAYMENT_SOURCE_INFO_CANNOT_BE_VERIFIED":
                "The combination of the payment_source name, billing address, shipping name and shipping address could not be verified. Please correct this information and try again by creating a new order.",
            "PAYMENT_SOURCE_DECLINED_BY_PROCESSOR":
                "The provided payment source is declined by the processor. Please try again with a different payment source by creating a new order.",
            "PAYMENT_SOURCE_CANNOT_BE_USED":
                "The provided payment source cannot be used to pay for the order. Please try again with a different payment source by creating a new order.",
            "NOT_ENABLED_FOR_APPLE_PAY": "The 'API caller' and/or 'payee' is not setup to be able to process apple pay. Please contact your Account Manager.",
            "NOT_ENABLED_FOR_GOOGLE_PAY": "The 'API caller' and/or 'payee' is not setup to be able to process google pay. Please contact your Account Manager.",
            "APPLE_PAY_AMOUNT_MISMATCH":
                "The 'amount' specified in the Order should match the amount that was viewed and authorized by the payer/buyer on Apple Pay. If the amount has changed, please redirect the buyer to authorize the order again via Apple Pay.",
            "BILLING_ADDRESS_INVALID": "Provided billing address is invalid.",
            "SHIPPING_ADDRESS_INVALID": "Provided shipping address is invalid.",
            "VAULT_INSTRUCTION_DUPLICATED": "Only one vault instruction is allowed. Please use `vault.store_in_vault` to provide vault instruction.",
            "VAULT_INSTRUCTION_REQUIRED": "Vault instruction is required. Please use `vault.store_in_vault` to provide vault instruction.",
            "MISMATCHED_VAULT_ID_TO_PAYMENT_SOURCE":
                "The vault_id does not match the payment_source provided. Please verify that the vault_id token used refers to the matching payment_source and try again. For example, a PayPal token cannot be passed in the vault_id field in the payment_source.card object.",
            "CRYPTOGRAM_REQUIRED": "Cryptogram is required if authentication method is CRYPTOGRAM 3DS.",
            "EMV_DATA_REQUIRED": "EMV Data is required if authentication method is EMV.",
            "NOT_ELIGIBLE_FOR_PNREF_PROCESSING":
                "API caller is not enabled to process payments with the `pnref`. Please contact customer support to request permissions to process transactions with PNREF.",
            "NOT_ELIGIBLE_FOR_PAYPAL_TRANSACTION_ID_PROCESSING":
                "API caller is not enable to process payments using `paypal_transaction_id`. Please contact customer support to request permissions to process transactions with PayPal transaction ID.",
            "PAYPAL_TRANSACTION_ID_NOT_FOUND": "Specified `paypal_transaction_id` was not found. Verify the value and try the request again.",
            "PNREF_NOT_FOUND": "Specified `pnref` was not found. Verify the value and try the request again.",
            "INVALID_SECURITY_CODE_LENGTH": "The security_code length is invalid for the specified card brand.",
            "NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE":
                "The API caller or the merchant on whose behalf the API call is initiated is not allowed to vault the given source. Please contact PayPal customer support for assistance.",
            "REQUIRED_PARAMETER_FOR_CUSTOMER_INITIATED_PAYMENT":
                "This parameter is required when the customer is present. If the customer is not present, indicate so by sending payment_initiator=`MERCHANT`. For details, see <a href=\"https://developer.paypal.com/docs/api/orders/v2/#definition-card_stored_credential\">Stored Credential</a>.",
            "TOKEN_EXPIRED": "The token is expired and cannot be used for payment.",
            "INVALID_GOOGLE_PAY_TOKEN":
                "The google pay token is invalid. PayPal was not able to decrypt the googlepay token or PayPal was not able to find the necessary data in the token after decryption.",
            "GOOGLE_PAY_GATEWAY_MERCHANT_ID_MISMATCH":
                "The gateway merchant ID in Google Pay token is not valid. This could be because the gateway merchant Id that was authorized by payer/buyer on Google Pay does not match with the API caller of the order.",
            "ONE_OF_PARAMETERS_REQUIRED": "One or more field is required to continue with this request.",
            "ALIAS_DECLINED_BY_PROCESSOR":
                "The provided alias was declined by the processor. Please create a new order with a different alias_key and/or alias_label and try again.",
            "BLIK_ONE_CLICK_MISSING_REQUIRED_PARAMETER":
                "Blik's one_click flow requires one_click.auth_code and one_click.alias_label parameters for the buyer's first transaction. For all subsequent transactions,only the one_click.alias_key parameter is required.",
        ],
        "orders.patch-400": [
            "FIELD_NOT_PATCHABLE": "Field cannot be patched.",
            "INVALID_ARRAY_MAX_ITEMS": "The number of items in an array parameter is too large.",
            "INVALID_PARAMETER_SYNTAX": "The value of a field does not conform to the expected format.",
            "INVALID_STRING_LENGTH": "The value of a field is either too short or too long",
            "INVALID_PARAMETER_VALUE": "The value of a field is invalid.",
            "MISSING_REQUIRED_PARAMETER": "A required field / parameter is missing.",
            "AMOUNT_NOT_PATCHABLE":
                "The amount cannot be updated as the 'payer' has chosen and approved a specific financing offer for a given amount. Please Create a new Order with the updated Order amount and have the 'payer' approve the new payment terms.",
            "INVALID_PATCH_OPERATION":
                "The operation cannot be honored. Cannot add a property that's already present, use replace. Cannot remove a property thats not present, use add. Cannot replace a property thats not present, use add.",
            "MALFORMED_REQUEST_JSON": "The request JSON is not well formed.",
        ],
        "orders.patch-422": [
            "AMOUNT_MISMATCH": "Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.",
            "CANNOT_BE_NEGATIVE": "Must be greater than or equal to 0. If the currency supports decimals, only two decimal place precision is supported.",
            "CANNOT_BE_ZERO_OR_NEGATIVE": "Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.",
            "CITY_REQUIRED": "The specified country requires a city (address.admin_area_2).",
            "DECIMAL_PRECISION": "If the currency supports decimals, only two decimal place precision is supported.",
            "DONATION_ITEMS_NOT_SUPPORTED":
                "If 'purchase_unit' has \"DONATION\" as the 'items.category' then the Order can at most have one purchase_unit. Multiple purchase_units are not supported if either of them have at least one items with category as \"DONATION\".",
            "DUPLICATE_REFERENCE_ID": "`reference_id` must be unique if multiple `purchase_unit` are provided.",
            "INVALID_CURRENCY_CODE":
                "Currency code is invalid or is not currently supported. Please refer https://developer.paypal.com/api/rest/reference/currency-codes/ for list of supported currency codes.",
            "ITEM_TOTAL_MISMATCH": "Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.",
            "ITEM_TOTAL_REQUIRED":
                "If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.",
            "MAX_VALUE_EXCEEDED": "Should be less than or equal to 999999999999999.99.",
            "INVALID_JSON_POINTER_FORMAT":
                "Path should be a valid JSON Pointer https://tools.ietf.org/html/rfc6901 that references a location within the request where the operation is performed.",
            "INVALID_PARAMETER": "Cannot be specified as part of the request.",
            "NOT_PATCHABLE": "Cannot be patched.",
            "TAX_TOTAL_MISMATCH": "Should equal sum of (tax * quantity) across all items for a given purchase_unit.",
            "TAX_TOTAL_REQUIRED": "If item details are specified (items.tax_total and items.quantity) corresponding amount.breakdown.tax_total is required.",
            "UNSUPPORTED_INTENT": "`intent=AUTHORIZE` is not supported for multiple purchase units. Only `intent=CAPTURE` is supported.",
            "UNSUPPORTED_PATCH_PARAMETER_VALUE": "The value specified for this field is not currently supported.",
            "PATCH_VALUE_REQUIRED": "Please specify a 'value' to for the field that is being patched.",
            "PATCH_PATH_REQUIRED": "Please specify a 'path' for the field for which the operation needs to be performed.",
            "PAYEE_ACCOUNT_LOCKED_OR_CLOSED": "The merchant account is locked or closed.",
            "PAYEE_ACCOUNT_RESTRICTED": "The merchant account is restricted.",
            "PAYEE_FX_RATE_ID_EXPIRED":
                "The specified FX Rate ID has expired. Please specify a different FX Rate Id and try the request again. Alternately, remove the FX Rate ID to process the request using the default exchange rate.",
            "PAYEE_FX_RATE_ID_CURRENCY_MISMATCH":
                "The specified FX Rate ID is for a currency that does not match with the currency of this request. Please specify a different FX Rate ID and try the request again. Alternately, remove the FX Rate ID to process the request using the default exchange rate.",
            "INVALID_FX_RATE_ID":
                "The specific FX Rate ID is not valid. This could be either because we are not able to look up the FX Rate based on this ID or it could be because the ID belongs to another API Caller.",
            "PLATFORM_FEES_NOT_SUPPORTED":
                "The API Caller is not enabled to process transactions by specifying 'platform_fees'. Please work with your PayPal Account Manager to enable this option for your account.",
            "INVALID_PLATFORM_FEES_ACCOUNT":
                "The specified platform_fees payee account is either invalid or account setup is incomplete.Please work with your PayPal Account Manager to enable this option for your account.",
            "INVALID_PLATFORM_FEES_AMOUNT": "The platform_fees amount cannot be greater than order amount.",
            "POSTAL_CODE_REQUIRED": "The specified country requires a postal code.",
            "REFERENCE_ID_NOT_FOUND": "Filter expression value is incorrect. Please check the value of the reference_id and try again.",
            "REFERENCE_ID_REQUIRED": "'reference_id' is required for each 'purchase_unit' if multiple 'purchase_unit' are provided.",
            "MULTI_CURRENCY_ORDER": "Multiple differing values of currency_code are not supported. Entire Order request must have the same currency_code.",
            "SHIPPING_OPTION_NOT_SELECTED": "At least one of the shipping.option should be set to 'selected = true'.",
            "SHIPPING_OPTIONS_NOT_SUPPORTED":
                "Shipping options are not supported when 'application_context.shipping_preference' is set as 'NO_SHIPPING' or 'SET_PROVIDED_ADDRESS'.",
            "MULTIPLE_SHIPPING_OPTION_SELECTED": "Only one shipping.option can be set to 'selected = true'.",
            "ORDER_ALREADY_COMPLETED": "The order cannot be patched after it is completed.",
            "PREFERRED_SHIPPING_OPTION_AMOUNT_MISMATCH":
                "The amount provided in the preferred shipping option should match the amount provided in amount breakdown",
            "AMOUNT_CHANGE_NOT_ALLOWED": "The amount specified is different from the amount authorized by payer.",
        ],
        "orders.confirm-400": [
            "INVALID_PARAMETER_SYNTAX": "The value of the field does not conform to the expected format.",
            "INVALID_PARAMETER_VALUE": "A parameter value is not valid.",
            "MISSING_REQUIRED_PARAMETER": "A required field / parameter is missing",
            "INVALID_STRING_LENGTH": "The value of a field is either too short or too long",
            "INVALID_STRING_MAX_LENGTH": "The value of a field is too long.",
            "MALFORMED_REQUEST_JSON": "The request JSON is not well formed.",
        ],
        "orders.confirm-422": [
            "ORDER_ALREADY_CAPTURED": "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.",
            "ORDER_ALREADY_AUTHORIZED": "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.",
            "ORDER_CANNOT_BE_CONFIRMED": "An order with status = 'COMPLETED' cannot be confirmed again.",
            "MISSING_PREVIOUS_REFERENCE":
                "For Merchant initiated network token transactions, either the payment_source.card.stored_credential.previous_network_transaction_reference or payment_source.card.stored_credential.previous_transaction_reference must be included in the request.",
            "MISSING_CRYPTOGRAM": "Cryptogram is mandatory for any customer initiated network token transactions.",
            "CURRENCY_NOT_SUPPORTED_FOR_COUNTRY":
                " For the payment_source specified, the currency of the Order is restricted by the country in which the payee account is based. Please refer https://developer.paypal.com/api/rest/reference/currency-codes/ for list of supported currency codes.",
            "CARD_EXPIRED": "The card is expired",
            "CARD_TYPE_NOT_SUPPORTED": "Processing of this card type is not supported. Use another card type.",
            "CURRENCY_NOT_SUPPORTED_FOR_CARD_TYPE":
                "The issued currency code of this card is not supported for direct card payments. Please refer https://developer.paypal.com/api/rest/reference/currency-codes/ for list of supported currency codes.",
            "ONLY_ONE_PAYMENT_SOURCE_ALLOWED": "More than one payment method within the payment source is not supported.",
            "NO_PAYMENT_SOURCE_PROVIDED": "At least one payment method is required within the payment source.",
            "PAYMENT_ALREADY_APPROVED":
                "The payment has already been approved.  Please capture the order, or create and confirm a new order with this payment source.",
            "UNSUPPORTED_PROCESSING_INSTRUCTION":
                "The specified processing_instruction is not supported for the given payment_source. Please refer to https://developer.paypal.com/api/orders/v2/#definition-processing_instruction for the list of payment_source that can be specified with this value.",
            "ORDER_COMPLETE_ON_PAYMENT_APPROVAL":
                "A processing_instruction of `ORDER_COMPLETE_ON_PAYMENT_APPROVAL` is required for the specified payment_source.",
            "INVALID_EXPIRY_DATE": "Expiry date is invalid. Expiry date should be a date in future and within the threshold for the payment source.",
            "TOKEN_EXPIRED": "The token is expired and cannot be used for payment.",
            "INVALID_GOOGLE_PAY_TOKEN":
                "The google pay token is invalid. PayPal was not able to decrypt the googlepay token or PayPal was not able to find the necessary data in the token after decryption.",
            "GOOGLE_PAY_GATEWAY_MERCHANT_ID_MISMATCH":
                "The gateway merchant ID in Google Pay token is not valid. This could be because the gateway merchant Id that was authorized by payer/buyer on Google Pay does not match with the API caller of the order.",
            "CRYPTOGRAM_REQUIRED": "Cryptogram is required if authentication method is CRYPTOGRAM 3DS.",
            "ONE_OF_PARAMETERS_REQUIRED": "One or more field is required to continue with this request.",
            "RETURN_URL_REQUIRED": "The return url is required when attempting to vault this source.",
            "CANCEL_URL_REQUIRED": "The cancel url is required when attempting to vault this source.",
            "COUNTRY_NOT_SUPPORTED_BY_PAYMENT_SOURCE": "Country code provided is not supported by the provided payment source.",
            "REQUIRED_PARAMETER_FOR_PAYMENT_SOURCE": "The parameter is required for provided payment source.",
            "REQUIRED_PARAMETER_FOR_CUSTOMER_INITIATED_PAYMENT":
                "This parameter is required when the customer is present. If the customer is not present, indicate so by sending payment_initiator=`MERCHANT`. For details, see <a href=\"https://developer.paypal.com/docs/api/orders/v2/#definition-card_stored_credential\">Stored Credential</a>.",
            "ITEM_CATEGORY_NOT_SUPPORTED_BY_PAYMENT_SOURCE": "The provided payment source does not support provided item category.",
            "PAYMENT_SOURCE_INFO_CANNOT_BE_VERIFIED":
                "The combination of the payment_source name, billing address, shipping name and shipping address could not be verified. Please correct this information and try again by creating a new order.",
            "PAYMENT_SOURCE_DECLINED_BY_PROCESSOR":
                "The provided payment source is declined by the processor. Please try again with a different payment source by creating a new order.",
            "PAYMENT_SOURCE_CANNOT_BE_USED":
                "The provided payment source cannot be used to pay for the order. Please try again with a different payment source by creating a new order.",
            "SETUP_ERROR_FOR_BANK": "The API Caller account setup, for bank payments, is incomplete or incorrect. Please contact your PayPal account manager.",
            "BANK_NOT_SUPPORTED_FOR_VERIFICATION": "Verification for this bank account is not supported.",
            "APPLE_PAY_AMOUNT_MISMATCH":
                "The 'amount' specified in the Order should match the amount that was viewed and authorized by the payer/buyer on Apple Pay. If the amount has changed, please redirect the buyer to authorize the order again via Apple Pay.",
            "ONE_OF_THE_PARAMETERS_REQUIRED": "One or more field is required to continue with this request.",
            "BILLING_ADDRESS_INVALID": "Provided billing address is invalid.",
            "SHIPPING_ADDRESS_INVALID": "Provided shipping address is invalid.",
            "ORDER_IS_PENDING_APPROVAL":
                "The order was confirmed and payer action completed but order approval processing from PayPal is pending. No action is needed from Payee or Payer. Please wait until order status changes to 'APPROVED'.",
            "DEVICE_DATA_NOT_AVAILABLE":
                "Device Data is not available for processing this order. The PayPal-Client-Metadata-Id header value sent during `Create Order` api call is either missing or incorrect or there was an error in collecting required data. Please verify if appropriate value for PayPal-Client-Metadata-Id header is being sent during 'Create Order' api call. Please note this error only applies to payment_source.pay_upon_invoice at the moment.",
            "CURRENCY_NOT_SUPPORTED_FOR_BANK":
                "The payment_source does not support the currency of the Order. For ACH debit, only USD is supported and for SEPA debit, only EUR is supported.",
            "ONLY_ONE_BANK_SOURCE_ALLOWED": "More than one payment method within the bank payment object is not supported.",
            "INVALID_IBAN": "IBAN provided is not a valid bank account number.",
            "IBAN_COUNTRY_NOT_SUPPORTED": "Country code of issuer bank for the provided IBAN is not supported for SEPA debit payments.",
            "PAYEE_COUNTRY_NOT_SUPPORTED_FOR_PAYMENT_SOURCE": "Payee country code is not supported by the provided payment source.",
            "CARD_NUMBER_REQUIRED": "The card number is required when attempting to process payment with card.",
            "CARD_EXPIRY_REQUIRED": "The card expiry is required when attempting to process payment with card.",
            "INCOMPATIBLE_PARAMETER_VALUE": "The value of the field is incompatible/redundant with other fields in the order.",
            "VAULT_INSTRUCTION_DUPLICATED": "Only one vault instruction is allowed. Please use `vault.store_in_vault` to provide vault instruction.",
            "VAULT_INSTRUCTION_REQUIRED": "Vault instruction is required. Please use `vault.store_in_vault` to provide vault instruction.",
            "MISMATCHED_VAULT_ID_TO_PAYMENT_SOURCE":
                "The vault_id does not match the payment_source provided. Please verify that the vault_id token used refers to the matching payment_source and try again. For example, a PayPal token cannot be passed in the vault_id field in the payment_source.card object.",
            "NOT_ELIGIBLE_FOR_PNREF_PROCESSING":
                "API caller is not enabled to process payments with the `pnref`. Please contact customer support to request permissions to process transactions with PNREF.",
            "NOT_ELIGIBLE_FOR_PAYPAL_TRANSACTION_ID_PROCESSING":
                "API caller is not enable to process payments using `paypal_transaction_id`. Please contact customer support to request permissions to process transactions with PayPal transaction ID.",
            "PAYPAL_TRANSACTION_ID_NOT_FOUND": "Specified `paypal_transaction_id` was not found. Verify the value and try the request again.",
            "PNREF_NOT_FOUND": "Specified `pnref` was not found. Verify the value and try the request again.",
            "INVALID_SECURITY_CODE_LENGTH": "The security_code length is invalid for the specified card brand.",
            "NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE":
                "The API caller or the merchant on whose behalf the API call is initiated is not allowed to vault the given source. Please contact PayPal customer support for assistance.",
            "EMV_DATA_REQUIRED": "EMV Data is required if authentication method is EMV.",
            "ALIAS_DECLINED_BY_PROCESSOR":
                "The provided alias was declined by the processor. Please create a new order with a different alias_key and/or alias_label and try again.",
            "BLIK_ONE_CLICK_MISSING_REQUIRED_PARAMETER":
                "Blik's one_click flow requires one_click.auth_code and one_click.alias_label parameters for the buyer's first transaction. For all subsequent transactions,only the one_click.alias_key parameter is required.",
            "TRANSACTION_LIMIT_EXCEEDED": "Total payment amount exceeded transaction limit.",
        ],
        "orders.authorize-400": [
            "INVALID_COUNTRY_CODE":
                "Country code is invalid. Please refer to https://developer.paypal.com/api/rest/reference/country-codes/ for a list of supported country codes.",
            "INVALID_PARAMETER_VALUE": "A parameter value is not valid.",
            "MISSING_REQUIRED_PARAMETER": "A required field / parameter is missing",
            "INVALID_STRING_LENGTH": "The value of a field is either too short or too long",
            "INVALID_PARAMETER_SYNTAX": "The value of a field does not conform to the expected format.",
            "MALFORMED_REQUEST_JSON": "The request JSON is not well formed.",
        ],
        "orders.authorize-403": [
            "NOT_ELIGIBLE_FOR_TOKEN_PROCESSING":
                "API caller is not enabled to process payments with the specified type of token. Please contact customer support to request permissions to process transactions with this type of token.",
            "PERMISSION_DENIED": "You do not have permission to access or perform operations on this resource.",
            "PERMISSION_DENIED_FOR_DONATION_ITEMS":
                "The API Caller or Payee have not been granted appropriate permissions to send 'items.category' as 'DONATION'. Please speak to your account manager if you want to process these type of items.",
        ],
        "orders.authorize-422": [
            "ACTION_DOES_NOT_MATCH_INTENT":
                "Order was created with an intent to 'CAPTURE'. Please use v2/checkout/orders/order_id/capture to complete the transaction or alternately Create an order with an intent of 'AUTHORIZE'.",
            "AGREEMENT_ALREADY_CANCELLED": "The requested agreement is already canceled.",
            "BILLING_AGREEMENT_NOT_FOUND": "The requested Billing Agreement token was not found.",
            "MISSING_PREVIOUS_REFERENCE":
                "For Merchant initiated network token transactions, either the payment_source.card.stored_credential.previous_network_transaction_reference or payment_source.card.stored_credential.previous_transaction_reference must be included in the request.",
            "MISSING_CRYPTOGRAM": "Cryptogram is mandatory for any customer initiated network token transactions.",
            "CARD_BRAND_NOT_SUPPORTED": "Processing of this card brand is not supported. Please use another card to continue with this transaction.",
            "DECLINED_DUE_TO_RELATED_TXN":
                "One or more transactions in this Order did not succeed. Since this Order is being processed as an All or None Order, if one or more transactions in this Order do not succeed, then all purchase units are marked declined and will not be processed.",
            "DOMESTIC_TRANSACTION_REQUIRED":
                "This transaction requires the payee and payer to be resident in the same country, a domestic transaction is required to create this payment.",
            "DUPLICATE_INVOICE_ID":
                "Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.",
            "ORDER_NOT_APPROVED":
                "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call.",
            "MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED": "You have exceeded the maximum number of payment attempts.",
            "PAYEE_BLOCKED_TRANSACTION": "The Fraud settings for this seller are such that this payment cannot be executed.",
            "PAYEE_FX_RATE_ID_EXPIRED":
                "The specified FX Rate ID has expired. Please specify a different FX Rate Id and try the request again. Alternately, remove the FX Rate ID to process the request using the default exchange rate.",
            "UNSUPPORTED_INTENT_FOR_PAYMENT_SOURCE":
                "`intent=AUTHORIZE` is not supported for the specified payment_source. Only `intent=CAPTURE` is supported.",
            "PAYER_ACCOUNT_LOCKED_OR_CLOSED": "The payer account cannot be used for this transaction.",
            "PAYER_ACCOUNT_RESTRICTED": "PAYER_ACCOUNT_RESTRICTED",
            "PAYER_CANNOT_PAY": "Payer cannot pay for this transaction. Please contact the payer to find other ways to pay for this transaction.",
            "PAYPAL_TRANSACTION_ID_EXPIRED":
                "Specified `paypal_transaction_id` has expired. PayPal transaction ID expires 4 years after the date of the initial transaction.",
            "PNREF_EXPIRED": "Specified `pnref` has expired. PNREF expires 15 months after the date of the initial transaction.",
            "REFERENCED_CARD_EXPIRED": "The card underlying the token has expired and hence cannot be used to process a payment.",
            "TOKEN_EXPIRED": "The token is expired and cannot be used for payment.",
            "TOKEN_ID_NOT_FOUND": "Specified token was not found. Verify the token and try the request again.",
            "TRANSACTION_LIMIT_EXCEEDED": "Total payment amount exceeded transaction limit.",
            "TRANSACTION_RECEIVING_LIMIT_EXCEEDED": "The transaction exceeds the receiver's receiving limit.",
            "TRANSACTION_REFUSED": "The request was refused.",
            "ORDER_ALREADY_AUTHORIZED": "Order already authorized.If 'intent=AUTHORIZE' only one authorization per order is allowed.",
            "AUTH_CAPTURE_NOT_ENABLED":
                "Authorization and Capture feature is not enabled for the merchant. Make sure that the recipient of the funds is a verified business account.",
            "AMOUNT_CANNOT_BE_SPECIFIED":
                "An authorization amount can only be specified if an Order has been saved by calling /v2/checkout/orders/{order_id}/save.  Please save the order and try again.",
            "AUTHORIZATION_AMOUNT_EXCEEDED":
                "Authorization amount specified exceeded allowable limit. Specify a different amount and try the request again. Alternately, contact Customer Support to increase your limits. Local regulations (e.g. in PSD2 countries) prohibit overages above the amount authorized by the payer.",
            "AUTHORIZATION_CURRENCY_MISMATCH":
                "The currency of the authorization should be same as that in which the Order was created and approved by the Payer. Please check the 'currency_code' and try again.",
            "MAX_AUTHORIZATION_COUNT_EXCEEDED":
                "Maximum number of authorization allowed for the order is reached. Please contact Customer Support if you need to increase your limit.",
            "ORDER_COMPLETED_OR_VOIDED": "Order is voided or completed and hence cannot be authorized.",
            "ORDER_EXPIRED":
                "Order is expired and hence cannot be authorized. Please contact Customer Support if you need to increase your order validity period.",
            "INVALID_PICKUP_ADDRESS":
                "If the 'shipping_option.type' is set as 'PICKUP' then the 'shipping_detail.name.full_name' should start with 'S2S' meaning Ship To Store. Example: 'S2S My Store'.",
            "SHIPPING_ADDRESS_INVALID": "Provided shipping address is invalid.",
            "PAYMENT_TYPE_NOT_SUPPORTED_FOR_INTENT":
                "Provided payment type not supported for order intent. Payment authorizations are supported only for order with `intent=AUTHORIZE` and payment captures are supported only for order with `intent=CAPTURE`.",
            "BILLING_AGREEMENT_ID_MISMATCH": "Billing Agreement ID must exactly match the Billing Agreement ID that was provided during order creation.",
            "PREFERRED_PAYMENT_SOURCE_MISMATCH": "Payment Source must exactly match the Preferred Payment Source that was provided during order creation.",
            "INCOMPATIBLE_PARAMETER_VALUE": "The value of the field is incompatible/redundant with other fields in the order.",
            "INVALID_PREVIOUS_TRANSACTION_REFERENCE":
                "The authorization or capture referenced by `previous_transaction_reference` is not valid. This could be either because the previous_transaction_reference is not found or doesn't belong to the payee. Please use a valid `previous_transaction_reference`.",
            "PREVIOUS_TRANSACTION_REFERENCE_HAS_CHARGEBACK":
                "The capture referenced by `previous_transaction_reference` has a chargeback and hence cannot be used for this order. Please use a `previous_transaction_reference` which does not have a chargeback.",
            "PREVIOUS_TRANSACTION_REFERENCE_VOIDED":
                "The status of authorization referenced by `previous_transaction_reference` is `VOIDED` and hence cannot be used for this order. Please use a `previous_transaction_reference` whose status is not `VOIDED`.",
            "PAYMENT_SOURCE_MISMATCH":
                "The `payment_source` in the request must match the `payment_source` used for the authorization or capture referenced by `previous_transaction_reference`. Please use `previous_transaction_reference` whose `payment_source` matches with the `payment_source` specified in the order.",
            "MERCHANT_INITIATED_WITH_SECURITY_CODE":
                "`stored_payment_source.payment_initiator` = `MERCHANT` is not supported if `payment_source.card.security_code` is present in the order. `security_code` can be present in the order only when customer is the payment initiator. It is semantically incorrect to perform a merchant initiated payment with `security_code` is the order.",
            "MERCHANT_INITIATED_WITH_AUTHENTICATION_RESULTS":
                "`stored_payment_source.payment_initiator` = `MERCHANT` is not supported if 3D-Secure authentication results are present in the order. 3D-Secure authentication results can be present in the order only when customer is the payment initiator. It is semantically incorrect to perform a merchant initiated payment with 3D-Secure authentication results is the order.",
            "MERCHANT_INITIATED_WITH_MULTIPLE_PURCHASE_UNITS":
                "`stored_payment_source.payment_initiator` = `MERCHANT` is not supported if more than one purchase_unit is present in the Order. Merchant initiated payments are not supported from orders with more than one purchase_unit. Please retry the request with multiple Order requests (one for each purchase_unit).",
            "RETURN_URL_REQUIRED": "The return url is required when attempting to vault this source.",
            "CANCEL_URL_REQUIRED": "The cancel url is required when attempting to vault this source.",
            "PAYER_ACTION_REQUIRED": "Transaction cannot complete successfully, instruct the buyer to return to PayPal.",
            "APPLE_PAY_AMOUNT_MISMATCH":
                "The 'amount' specified in the Order should match the amount that was viewed and authorized by the payer/buyer on Apple Pay. If the amount has changed, please redirect the buyer to authorize the order again via Apple Pay.",
            "CARD_NUMBER_REQUIRED": "The card number is required when attempting to process payment with card.",
            "CARD_EXPIRY_REQUIRED": "The card expiry is required when attempting to process payment with card.",
            "VAULT_INSTRUCTION_REQUIRED": "Vault instruction is required. Please use `vault.store_in_vault` to provide vault instruction.",
            "MISMATCHED_VAULT_ID_TO_PAYMENT_SOURCE":
                "The vault_id does not match the payment_source provided. Please verify that the vault_id token used refers to the matching payment_source and try again. For example, a PayPal token cannot be passed in the vault_id field in the payment_source.card object.",
            "ORDER_CANNOT_BE_SAVED":
                "The option to save an order is only available if the `intent` is AUTHORIZE and `processing_instruction` uses one of the `ORDER_SAVED` options. For example, `intent`=AUTHORIZE, `processing_instruction`=ORDER_SAVED_EXPLICITLY. Please change the intent and/or processing_instruction` and try again.",
            "SAVE_ORDER_NOT_SUPPORTED":
                "The API caller account is setup in a way that does not allow it to be used for saving the order. This functionality is not available for PayPal Commerce Platform for Platforms & Marketplaces.",
            "NOT_ELIGIBLE_FOR_PNREF_PROCESSING":
                "API caller is not enabled to process payments with the `pnref`. Please contact customer support to request permissions to process transactions with PNREF.",
            "NOT_ELIGIBLE_FOR_PAYPAL_TRANSACTION_ID_PROCESSING":
                "API caller is not enable to process payments using `paypal_transaction_id`. Please contact customer support to request permissions to process transactions with PayPal transaction ID.",
            "PAYPAL_TRANSACTION_ID_NOT_FOUND": "Specified `paypal_transaction_id` was not found. Verify the value and try the request again.",
            "PNREF_NOT_FOUND": "Specified `pnref` was not found. Verify the value and try the request again.",
            "INVALID_SECURITY_CODE_LENGTH": "The security_code length is invalid for the specified card brand.",
            "REQUIRED_PARAMETER_FOR_CUSTOMER_INITIATED_PAYMENT":
                "This parameter is required when the customer is present. If the customer is not present, indicate so by sending payment_initiator=`MERCHANT`. For details, see <a href=\"https://developer.paypal.com/docs/api/orders/v2/#definition-card_stored_credential\">Stored Credential</a>.",
        ],
        "orders.capture-400": [
            "INVALID_PARAMETER_VALUE": "A parameter value is not valid.",
            "MISSING_REQUIRED_PARAMETER": "A required field / parameter is missing",
            "INVALID_STRING_LENGTH": "The value of a field is either too short or too long",
            "INVALID_PARAMETER_SYNTAX": "The value of a field does not conform to the expected format.",
            "MALFORMED_REQUEST_JSON": "The request JSON is not well formed.",
        ],
        "orders.capture-403": [
            "CONSENT_NEEDED": "CONSENT_NEEDED",
            "NOT_ELIGIBLE_FOR_TOKEN_PROCESSING":
                "API caller is not enabled to process payments with the specified type of token. Please contact customer support to request permissions to process transactions with this type of token.",
            "PERMISSION_DENIED": "You do not have permission to access or perform operations on this resource.",
            "PERMISSION_DENIED_FOR_DONATION_ITEMS":
                "The API Caller or Payee have not been granted appropriate permissions to send 'items.category' as 'DONATION'. Please speak to your account manager if you want to process these type of items.",
        ],
        "orders.capture-422": [
            "AGREEMENT_ALREADY_CANCELLED": "The requested agreement is already canceled.",
            "BILLING_AGREEMENT_NOT_FOUND": "The requested Billing Agreement token was not found.",
            "DECLINED_DUE_TO_RELATED_TXN":
                "One or more transactions in this Order did not succeed. Since this Order is being processed as an All or None Order, if one or more transactions in this Order do not succeed, then all purchase units are marked declined and will not be processed.",
            "MISSING_PREVIOUS_REFERENCE":
                "For Merchant initiated network token transactions, either the payment_source.card.stored_credential.previous_network_transaction_reference or payment_source.card.stored_credential.previous_transaction_reference must be included in the request.",
            "MISSING_CRYPTOGRAM": "Cryptogram is mandatory for any customer initiated network token transactions.",
            "CARD_BRAND_NOT_SUPPORTED": "Processing of this card brand is not supported. Please use another card to continue with this transaction.",
            "COMPLIANCE_VIOLATION": "Transaction is declined due to compliance violation.",
            "DOMESTIC_TRANSACTION_REQUIRED":
                "This transaction requires the payee and payer to be resident in the same country, a domestic transaction is required to create this payment.",
            "DUPLICATE_INVOICE_ID":
                "Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.",
            "INSTRUMENT_DECLINED": "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
            "ORDER_NOT_APPROVED":
                "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
            "MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED": "You have exceeded the maximum number of payment attempts.",
            "PAYEE_BLOCKED_TRANSACTION": "The Fraud settings for this seller are such that this payment cannot be executed.",
            "PAYEE_FX_RATE_ID_EXPIRED":
                "The specified FX Rate ID has expired. Please specify a different FX Rate Id and try the request again. Alternately, remove the FX Rate ID to process the request using the default exchange rate.",
            "PAYER_ACCOUNT_LOCKED_OR_CLOSED": "The payer account cannot be used for this transaction.",
            "PAYER_ACCOUNT_RESTRICTED": "PAYER_ACCOUNT_RESTRICTED",
            "PAYER_CANNOT_PAY": "Payer cannot pay for this transaction. Please contact the payer to find other ways to pay for this transaction.",
            "PAYPAL_TRANSACTION_ID_EXPIRED":
                "Specified `paypal_transaction_id` has expired. PayPal transaction ID expires 4 years after the date of the initial transaction.",
            "PNREF_EXPIRED": "Specified `pnref` has expired. PNREF expires 15 months after the date of the initial transaction.",
            "REFERENCED_CARD_EXPIRED": "The card underlying the token has expired and hence cannot be used to process a payment.",
            "TOKEN_ID_NOT_FOUND": "Specified token was not found. Verify the token and try the request again.",
            "TRANSACTION_LIMIT_EXCEEDED": "Total payment amount exceeded transaction limit.",
            "TRANSACTION_RECEIVING_LIMIT_EXCEEDED": "The transaction exceeds the receiver's receiving limit.",
            "TRANSACTION_REFUSED": "The request was refused.",
            "REDIRECT_PAYER_FOR_ALTERNATE_FUNDING": "Transaction failed. Redirect the payer to select another funding source.",
            "ORDER_ALREADY_CAPTURED": "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
            "TRANSACTION_BLOCKED_BY_PAYEE": "Transaction blocked by Payee’s Fraud Protection settings.",
            "AUTH_CAPTURE_NOT_ENABLED":
                "Authorization and Capture feature is not enabled for the merchant. Make sure that the recipient of the funds is a verified business account.",
            "NOT_ENABLED_FOR_BANK_PROCESSING":
                "The API Caller account is not setup to be able to process bank payments. Please contact your PayPal account manager.",
            "NOT_ENABLED_FOR_CARD_PROCESSING":
                "The API Caller account is not setup to be able to process card payments. Please contact PayPal customer support.",
            "PAYEE_NOT_ENABLED_FOR_BANK_PROCESSING":
                "Payee account is not setup to be able to process bank payments. Please contact your PayPal account manager.",
            "PAYEE_NOT_ENABLED_FOR_CARD_PROCESSING": "Payee account is not setup to be able to process card payments. Please contact PayPal customer support.",
            "INVALID_PICKUP_ADDRESS":
                "If the 'shipping_option.type' is set as 'PICKUP' then the 'shipping_detail.name.full_name' should start with 'S2S' meaning Ship To Store. Example: 'S2S My Store'.",
            "SHIPPING_ADDRESS_INVALID": "Provided shipping address is invalid.",
            "PAYMENT_SOURCE_NOT_SUPPORTED": "The payer selected method of payment is not supported when multiple purchase units are specified for an Order.",
            "ORDER_COMPLETION_IN_PROGRESS":
                "The order was created with processing_instruction of ORDER_COMPLETE_ON_PAYMENT_APPROVAL. The customer has approved the payment and PayPal is still in the process of capturing the order on your behalf as instructed. Please try your request again.",
            "BILLING_AGREEMENT_ID_MISMATCH": "Billing Agreement ID must exactly match the Billing Agreement ID that was provided during order creation.",
            "PREFERRED_PAYMENT_SOURCE_MISMATCH": "Payment Source must exactly match the Preferred Payment Source that was provided during order creation.",
            "INCOMPATIBLE_PARAMETER_VALUE": "The value of the field is incompatible/redundant with other fields in the order.",
            "INVALID_PREVIOUS_TRANSACTION_REFERENCE":
                "The authorization or capture referenced by `previous_transaction_reference` is not valid. This could be either because the previous_transaction_reference is not found or doesn't belong to the payee. Please use a valid `previous_transaction_reference`.",
            "PREVIOUS_TRANSACTION_REFERENCE_HAS_CHARGEBACK":
                "The capture referenced by `previous_transaction_reference` has a chargeback and hence cannot be used for this order. Please use a `previous_transaction_reference` which does not have a chargeback.",
            "PREVIOUS_TRANSACTION_REFERENCE_VOIDED":
                "The status of authorization referenced by `previous_transaction_reference` is `VOIDED` and hence cannot be used for this order. Please use a `previous_transaction_reference` whose status is not `VOIDED`.",
            "PAYMENT_SOURCE_MISMATCH":
                "The `payment_source` in the request must match the `payment_source` used for the authorization or capture referenced by `previous_transaction_reference`. Please use `previous_transaction_reference` whose `payment_source` matches with the `payment_source` specified in the order.",
            "MERCHANT_INITIATED_WITH_SECURITY_CODE":
                "`stored_payment_source.payment_initiator` = `MERCHANT` is not supported if `payment_source.card.security_code` is present in the order. `security_code` can be present in the order only when customer is the payment initiator. It is semantically incorrect to perform a merchant initiated payment with `security_code` is the order.",
            "MERCHANT_INITIATED_WITH_AUTHENTICATION_RESULTS":
                "`stored_payment_source.payment_initiator` = `MERCHANT` is not supported if 3D-Secure authentication results are present in the order. 3D-Secure authentication results can be present in the order only when customer is the payment initiator. It is semantically incorrect to perform a merchant initiated payment with 3D-Secure authentication results is the order.",
            "MERCHANT_INITIATED_WITH_MULTIPLE_PURCHASE_UNITS":
                "`stored_payment_source.payment_initiator` = `MERCHANT` is not supported if more than one purchase_unit is present in the Order. Merchant initiated payments are not supported from orders with more than one purchase_unit. Please retry the request with multiple Order requests (one for each purchase_unit).",
            "RETURN_URL_REQUIRED": "The return url is required when attempting to vault this source.",
            "CANCEL_URL_REQUIRED": "The cancel url is required when attempting to vault this source.",
            "SETUP_ERROR_FOR_BANK": "The API Caller account setup, for bank payments, is incomplete or incorrect. Please contact your PayPal account manager.",
            "BANK_NOT_SUPPORTED_FOR_VERIFICATION": "Verification for this bank account is not supported.",
            "PAYER_ACTION_REQUIRED": "Transaction cannot complete successfully, instruct the buyer to return to PayPal.",
            "APPLE_PAY_AMOUNT_MISMATCH":
                "The 'amount' specified in the Order should match the amount that was viewed and authorized by the payer/buyer on Apple Pay. If the amount has changed, please redirect the buyer to authorize the order again via Apple Pay.",
            "CURRENCY_NOT_SUPPORTED_FOR_BANK":
                "The payment_source does not support the currency of the Order. For ACH debit, only USD is supported and for SEPA debit, only EUR is supported.",
            "ONLY_ONE_BANK_SOURCE_ALLOWED": "More than one payment method within the bank payment object is not supported.",
            "INVALID_IBAN": "IBAN provided is not a valid bank account number.",
            "IBAN_COUNTRY_NOT_SUPPORTED": "Country code of issuer bank for the provided IBAN is not supported for SEPA debit payments.",
            "CARD_NUMBER_REQUIRED": "The card number is required when attempting to process payment with card.",
            "CARD_EXPIRY_REQUIRED": "The card expiry is required when attempting to process payment with card.",
            "VAULT_INSTRUCTION_REQUIRED": "Vault instruction is required. Please use `vault.store_in_vault` to provide vault instruction.",
            "MISMATCHED_VAULT_ID_TO_PAYMENT_SOURCE":
                "The vault_id does not match the payment_source provided. Please verify that the vault_id token used refers to the matching payment_source and try again. For example, a PayPal token cannot be passed in the vault_id field in the payment_source.card object.",
            "NOT_ELIGIBLE_FOR_PNREF_PROCESSING":
                "API caller is not enabled to process payments with the `pnref`. Please contact customer support to request permissions to process transactions with PNREF.",
            "NOT_ELIGIBLE_FOR_PAYPAL_TRANSACTION_ID_PROCESSING":
                "API caller is not enable to process payments using `paypal_transaction_id`. Please contact customer support to request permissions to process transactions with PayPal transaction ID.",
            "PAYPAL_TRANSACTION_ID_NOT_FOUND": "Specified `paypal_transaction_id` was not found. Verify the value and try the request again.",
            "PNREF_NOT_FOUND": "Specified `pnref` was not found. Verify the value and try the request again.",
            "INVALID_SECURITY_CODE_LENGTH": "The security_code length is invalid for the specified card brand.",
            "PLATFORM_FEE_PAYEE_CANNOT_BE_SAME_AS_PAYER":
                "The payer cannot pay themselves. The recipient account of the platform fees must be different from the payer account.",
            "REQUIRED_PARAMETER_FOR_CUSTOMER_INITIATED_PAYMENT":
                "This parameter is required when the customer is present. If the customer is not present, indicate so by sending payment_initiator=`MERCHANT`. For details, see <a href=\"https://developer.paypal.com/docs/api/orders/v2/#definition-card_stored_credential\">Stored Credential</a>.",
            "IDENTIFIER_NOT_FOUND": "Specified identifier was not found. Please verify the correct identifier was used and try the request again.",
        ],
        "orders.track.create-400": [
            "MISSING_REQUIRED_PARAMETER": "A required field / parameter is missing.",
            "INVALID_STRING_LENGTH": "The value of a field is either too short or too long.",
            "INVALID_PARAMETER_VALUE": "A parameter value is not valid.",
            "INVALID_PARAMETER_SYNTAX": "The value of a field does not conform to the expected format.",
        ],
        "orders.track.create-403": [
            "PERMISSION_DENIED": "You do not have permission to access or perform operations on this resource."
        ],
        "orders.track.create-422": [
            "CAPTURE_STATUS_NOT_VALID": "Invalid capture status. Tracker information can only be added to captures in `COMPLETED` state.",
            "ITEM_SKU_MISMATCH": "Item sku must match one of the items sku that was provided during order creation.",
            "CAPTURE_ID_NOT_FOUND": "Specified capture ID does not exist. Check the capture ID and try again.",
            "MSP_NOT_SUPPORTED": "Multiple purchase units are not supported for this operation.",
        ],
        "orders.trackers.patch-400": [
            "FIELD_NOT_PATCHABLE": "Field cannot be patched.",
            "INVALID_PARAMETER_VALUE": "The value of a field is invalid.",
            "MISSING_REQUIRED_PARAMETER": "A required field or parameter is missing.",
            "INVALID_STRING_LENGTH": "The value of a field is either too short or too long.",
            "INVALID_PATCH_OPERATION":
                "The operation cannot be honored. Cannot add a property that's already present, use replace. Cannot remove a property thats not present, use add. Cannot replace a property thats not present, use add.",
            "MALFORMED_REQUEST_JSON": "The request JSON is not well formed.",
        ],
        "orders.trackers.patch-403": [
            "PERMISSION_DENIED": "You do not have permission to access or perform operations on this resource."
        ],
        "orders.trackers.patch-404": [
            "TRACKER_ID_NOT_FOUND": "Specified tracker ID does not exist. Check the tracker ID and try again."
        ],
        "orders.trackers.patch-422": [
            "INVALID_JSON_POINTER_FORMAT":
                "Path should be a valid [JSON Pointer](https://tools.ietf.org/html/rfc6901) that references a location within the request where the operation is performed.",
            "NOT_PATCHABLE": "Cannot be patched.",
            "PATCH_VALUE_REQUIRED": "Specify a `value` for the field being patched.",
            "PATCH_PATH_REQUIRED": "Specify a `value` for the field in which the operation needs to be performed.",
            "ITEM_SKU_MISMATCH": "Item sku must match one of the items sku that was provided during order creation.",
        ],
    ]
}
