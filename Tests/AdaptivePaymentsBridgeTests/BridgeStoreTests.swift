import AdaptivePaymentsBridge
import Foundation
import Testing

/// The bridge's store on each database: migrations that run again (and, on PostgreSQL, at once from several
/// instances) without harm, unique keys, exact preapproval counters under concurrency, event ids seen once, and IPN
/// claims that never hand one message to two senders.
@Suite("adaptive-payments-bridge: the store (SQLite, PostgreSQL)")
struct BridgeStoreTests {
    static func message(_ number: Int, due: Date, url: URL = URL(string: "http://127.0.0.1:9/ipn")!) -> IPNMessage {
        IPNMessage(
            id: "WH-\(number)", payKey: "AP-\(number)", url: url,
            variables: [("pay_key", "AP-\(number)"), ("verify_sign", "sign-\(number)")], nextAttemptAt: due)
    }

    @Test("migrations run again without harm; on PostgreSQL, several instances starting at once migrate once", arguments: TestDatabase.all)
    func migrations(_ database: TestDatabase) async throws {
        guard #available(macOS 13, iOS 16, tvOS 16, *) else { return }
        try await database.withNew { location in
            let instances = database == .postgres ? 4 : 1
            let stores = try await withThrowingTaskGroup(of: SQLBridgeStore.self) { group in
                for _ in 0..<instances { group.addTask { try await location.open() } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let again = try await location.open()
            try await again.insert(PaymentRecord(payKey: "AP-1", orderID: nil, trackingID: nil, request: "a=b", createdAt: Date()))
            #expect(try await stores[0].payment(.payKey("AP-1"))?.request == "a=b")
            for store in stores + [again] { await store.close() }
        }
    }

    @Test("a payKey or trackingId used twice is refused as a duplicate; nothing else changes", arguments: TestDatabase.all)
    func duplicates(_ database: TestDatabase) async throws {
        guard #available(macOS 13, iOS 16, tvOS 16, *) else { return }
        try await database.withNew { location in
            let store = try await location.open()
            let now = Date(timeIntervalSince1970: 1_300_000_000.25)
            let first = PaymentRecord(payKey: "AP-1", orderID: "ORDER-1", trackingID: "T-1", request: "a=b", createdAt: now, submitted: false)
            try await store.insert(first)
            await #expect(throws: BridgeStoreError.self) {
                try await store.insert(PaymentRecord(payKey: "AP-1", orderID: nil, trackingID: nil, request: "c=d", createdAt: now))
            }
            await #expect(throws: BridgeStoreError.self) {
                try await store.insert(PaymentRecord(payKey: "AP-2", orderID: nil, trackingID: "T-1", request: "c=d", createdAt: now))
            }
            #expect(try await store.payment(.trackingID("T-1")) == first)
            #expect(try await store.payment(.payKey("AP-2")) == nil)
            #expect(try await store.eventSeen("WH-1") == false)
            #expect(try await store.recordEvent("WH-1", at: now) == true)
            #expect(try await store.eventSeen("WH-1") == true)
            #expect(try await store.recordEvent("WH-1", at: now) == false)
            await store.close()
        }
    }

    @Test("concurrent payments against a preapproval: exactly its limits are reserved, and a release gives them back", arguments: TestDatabase.all)
    func preapprovalCounters(_ database: TestDatabase) async throws {
        guard #available(macOS 13, iOS 16, tvOS 16, *) else { return }
        try await database.withNew { location in
            let store = try await location.open()
            try await store.insert(PreapprovalRecord(key: "BA-1", returnReference: "ref", request: "a=b", createdAt: Date()))
            let granted = try await withThrowingTaskGroup(of: Bool.self) { group in
                for _ in 0..<20 { group.addTask { try await store.reservePreapproval(key: "BA-1", amountMinor: 1_000, maxPayments: 3, maxTotalMinor: nil) } }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(granted == 3)
            #expect(try await store.preapproval(.key("BA-1"))?.amountMinor == 3_000)
            try await store.releasePreapproval(key: "BA-1", amountMinor: 1_000)
            #expect(try await store.reservePreapproval(key: "BA-1", amountMinor: 2_500, maxPayments: 0, maxTotalMinor: 4_000) == false)
            #expect(try await store.reservePreapproval(key: "BA-1", amountMinor: 2_000, maxPayments: 0, maxTotalMinor: 4_000) == true)
            let after = try await store.preapproval(.key("BA-1"))
            #expect(after?.payments == 3 && after?.amountMinor == 4_000)
            await store.close()
        }
    }

    @Test("senders claiming at once take every due message exactly once; an expired claim or a stored outcome frees it", arguments: TestDatabase.all)
    func claims(_ database: TestDatabase) async throws {
        guard #available(macOS 13, iOS 16, tvOS 16, *) else { return }
        try await database.withNew { location in
            // On PostgreSQL, two instances; SQLite has one process, whose senders share its store.
            let first = try await location.open()
            let second = database == .postgres ? try await location.open() : first
            let now = Date(timeIntervalSince1970: 1_300_000_000)
            for number in 0..<40 { try await first.enqueue(Self.message(number, due: now.addingTimeInterval(Double(number % 7) - 7))) }
            try await first.enqueue(Self.message(99, due: now.addingTimeInterval(60)))  // not due
            let claimed = try await withThrowingTaskGroup(of: [String].self) { group in
                for store in [first, second, first, second] {
                    group.addTask {
                        var ids: [String] = []
                        while case let batch = try await store.claimDueMessages(at: now, limit: 3, until: now.addingTimeInterval(30)), !batch.isEmpty {
                            ids += batch.map(\.id)
                        }
                        return ids
                    }
                }
                return try await group.reduce(into: []) { $0 += $1 }
            }
            #expect(claimed.count == 40 && Set(claimed).count == 40 && !claimed.contains("WH-99"))
            #expect(try await second.claimDueMessages(at: now.addingTimeInterval(29), limit: 100, until: now.addingTimeInterval(60)).isEmpty)
            let expired = try await second.claimDueMessages(at: now.addingTimeInterval(31), limit: 100, until: now.addingTimeInterval(90))
            #expect(expired.count == 40)
            #expect(expired.map(\.nextAttemptAt) == expired.map(\.nextAttemptAt).sorted())  // oldest first
            var retried = try #require(expired.first)
            retried.attempts += 1
            try await first.update(retried)
            #expect(try await first.claimDueMessages(at: now.addingTimeInterval(31), limit: 100, until: now.addingTimeInterval(90)).map(\.id) == [retried.id])
            var delivered = retried
            delivered.deliveredAt = now
            try await first.update(delivered)
            #expect(try await first.claimDueMessages(at: now.addingTimeInterval(200), limit: 100, until: now.addingTimeInterval(300)).count == 40)
            #expect(try await first.message(verifySign: "sign-3")?.payKey == "AP-3")
            await first.close()
            if database == .postgres { await second.close() }
        }
    }

    @Test("--database: sqlite:PATH and postgres:// URLs; anything else refused with what to write; a password never echoed")
    func databaseOption() throws {
        #expect(try BridgeDatabase(parsing: "sqlite:bridge.db") == .sqlite(path: "bridge.db"))
        #expect(try BridgeDatabase(parsing: "postgres://bridge:s3cret@db.internal:5433/bridge?sslmode=require") != .sqlite(path: ""))
        for bad in ["sqlite:", "mysql://u@h/d", "bridge.db", "postgres://db.internal/bridge", "postgres://u@db.internal", "postgres://u@h/d?sslmode=bogus"] {
            #expect(throws: BridgeDatabase.Failure.self, "\(bad)") { try BridgeDatabase(parsing: bad) }
        }
        #expect(BridgeDatabase.redacted("postgres://bridge:s3cret@db/bridge") == "postgres://bridge:***@db/bridge")
        #expect(BridgeDatabase.redacted("sqlite:a:b@c") == "sqlite:a:b@c")
    }
}
