/// The injected faults, in the order injected; each fires on its matching API requests until used up.
struct FaultInjector: Sendable {
    private var faults: [Fault] = []

    /// How many injected faults have not fired yet (each counts once, whatever its count).
    var pending: Int { faults.count }

    /// Adds `fault`.
    mutating func add(_ fault: Fault) {
        if fault.count > 0 { faults.append(fault) }
    }

    /// Drops every fault that has not fired yet.
    mutating func clear() { faults.removeAll() }

    /// The first fault matching the request, consumed once.
    mutating func take(method: String, path: String, route: RouteKind) -> Fault.Kind? {
        guard !faults.isEmpty, let index = faults.firstIndex(where: { $0.matches(method: method, path: path, route: route) }) else { return nil }
        let kind = faults[index].kind
        faults[index].count -= 1
        if faults[index].count <= 0 { faults.remove(at: index) }
        return kind
    }
}
