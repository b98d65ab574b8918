import Testing

@testable import LegacyMPL

@Suite("Legacy enums: names, integer values and raw types of the headers")
struct EnumValueTests {
    @Test func paymentStatus() {
        #expect([STATUS_COMPLETED, STATUS_CREATED, STATUS_OTHER].map(\.rawValue) == [0, 1, 2])
    }

    @Test func environment() {
        #expect([ENV_LIVE, ENV_SANDBOX, ENV_NONE].map(\.rawValue) == [0, 1, 2])
        let sandbox: PayPalEnvironment = ENV_SANDBOX
        #expect(sandbox == PayPalEnvironment(1))
        #expect(sandbox != ENV_LIVE)
    }

    @Test func buttonTypeUsesTheH1H2Values() {
        #expect([BUTTON_152x33, BUTTON_194x37, BUTTON_278x43, BUTTON_294x43, BUTTON_TYPE_COUNT].map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test func buttonText() {
        #expect([BUTTON_TEXT_PAY, BUTTON_TEXT_DONATE].map(\.rawValue) == [0, 1])
    }

    @Test func feePayer() {
        #expect([FEEPAYER_SENDER, FEEPAYER_PRIMARYRECEIVER, FEEPAYER_EACHRECEIVER, FEEPAYER_SECONDARYONLY].map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test func failureType() {
        #expect([SYSTEM_ERROR, RECIPIENT_ERROR, APPLICATION_ERROR, CONSUMER_ERROR].map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test func paymentTypeStartsAtMinusOne() {
        #expect([TYPE_NOT_SET, TYPE_GOODS, TYPE_SERVICE, TYPE_PERSONAL].map(\.rawValue) == [-1, 0, 1, 2])
    }

    @Test func paymentSubTypeRunsFromMinusOneToTwentyOne() {
        let all = [
            SUBTYPE_NOT_SET, SUBTYPE_AFFILIATE_PAYMENTS, SUBTYPE_B2B, SUBTYPE_PAYROLL, SUBTYPE_REBATES, SUBTYPE_REFUNDS,
            SUBTYPE_REIMBURSEMENTS, SUBTYPE_DONATIONS, SUBTYPE_UTILITIES, SUBTYPE_TUITION, SUBTYPE_GOVERNMENT, SUBTYPE_INSURANCE,
            SUBTYPE_REMITTANCES, SUBTYPE_RENT, SUBTYPE_MORTGAGE, SUBTYPE_MEDICAL, SUBTYPE_CHILD_CARE, SUBTYPE_EVENT_PLANNING,
            SUBTYPE_GENERAL_CONTRACTORS, SUBTYPE_ENTERTAINMENT, SUBTYPE_TOURISM, SUBTYPE_INVOICE, SUBTYPE_TRANSFER,
        ]
        #expect(all.map(\.rawValue) == Array(-1...21))
    }

    @Test func amountErrorCodeIncludesH2Cancel() {
        #expect([AMOUNT_ERROR_NONE, AMOUNT_ERROR_SERVER, AMOUNT_ERROR_OTHER, AMOUNT_CANCEL_TXN].map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test func initializationStatus() {
        #expect([STATUS_NOT_STARTED, STATUS_COMPLETED_SUCCESS, STATUS_COMPLETED_ERROR, STATUS_INPROGRESS].map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test func preapprovalEnums() {
        #expect(
            [
                PP_DAYOFWEEK_NO_DAY_SPECIFIED, PP_DAYOFWEEK_SUNDAY, PP_DAYOFWEEK_MONDAY, PP_DAYOFWEEK_TUESDAY, PP_DAYOFWEEK_WEDNESDAY,
                PP_DAYOFWEEK_THURSDAY, PP_DAYOFWEEK_FRIDAY, PP_DAYOFWEEK_SATURDAY,
            ].map(\.rawValue) == Array(-1...6))
        #expect(
            [
                PP_PAYMENTPERIOD_NO_PERIOD_SPECIFIED, PP_PAYMENTPERIOD_DAILY, PP_PAYMENTPERIOD_WEEKLY, PP_PAYMENTPERIOD_BIWEEKLY,
                PP_PAYMENTPERIOD_SEMIMONTHLY, PP_PAYMENTPERIOD_MONTHLY, PP_PAYMENTPERIOD_ANNUALLY,
            ].map(\.rawValue) == Array(-1...5))
    }

    /// C gives an enum `unsigned int` unless a constant is negative; the importer keeps that type.
    @Test func rawTypesFollowTheImporter() {
        #expect(type(of: ENV_LIVE.rawValue) == UInt32.self)
        #expect(type(of: BUTTON_152x33.rawValue) == UInt32.self)
        #expect(type(of: STATUS_COMPLETED.rawValue) == UInt32.self)
        #expect(type(of: TYPE_NOT_SET.rawValue) == Int32.self)
        #expect(type(of: SUBTYPE_NOT_SET.rawValue) == Int32.self)
        #expect(type(of: PP_DAYOFWEEK_SUNDAY.rawValue) == Int32.self)
    }

    @Test func initializationAndPaymentStatusesAreDistinctTypes() {
        // STATUS_COMPLETED (payment) and STATUS_COMPLETED_SUCCESS (initialization) must never be confused.
        #expect(type(of: STATUS_COMPLETED) == PayPalPaymentStatus.self)
        #expect(type(of: STATUS_COMPLETED_SUCCESS) == PayPalInitializationStatus.self)
    }
}
