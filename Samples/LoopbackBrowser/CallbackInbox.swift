import LegacyMPL

/// The redirects the loopback listener received, matched to the approvals waiting for them by the id they carry
/// (the order id in `token`, the setup token id in `approval_session_id`).
actor CallbackInbox {
    private var arrived: [String: ApprovalResult] = [:]
    private var waiting: [String: CheckedContinuation<ApprovalResult?, Never>] = [:]

    /// A redirect for `id` arrived: the approval waiting for it continues (a later one for the same id is ignored).
    func deliver(_ result: ApprovalResult, for id: String) {
        if let continuation = waiting.removeValue(forKey: id) {
            continuation.resume(returning: result)
        } else if arrived[id] == nil {
            arrived[id] = result
        }
    }

    /// The result for `id`, once its redirect arrives; `nil` after `timeout` or when the task is cancelled.
    func result(for id: String, timeout: Duration) async -> ApprovalResult? {
        if let result = arrived.removeValue(forKey: id) { return result }
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            await self?.expire(id)
        }
        defer { timer.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if let earlier = waiting.updateValue(continuation, forKey: id) { earlier.resume(returning: nil) }
            }
        } onCancel: {
            Task { await self.expire(id) }
        }
    }

    /// Gives up waiting for `id`.
    func expire(_ id: String) {
        waiting.removeValue(forKey: id)?.resume(returning: nil)
    }
}
