import GlazeCore

/// Executable plans by structural key (``PlanSignature``): a recipe whose structure was seen
/// before costs no planning and no GLSL. Bounded, least recently used dropped first.
final class PlanCache {
    /// Upper bound on plans kept.
    let limit: Int
    private var buckets: [Int: [ExecutablePlan]] = [:]
    private(set) var count = 0
    private var clock = 0

    init(limit: Int = 64) { self.limit = limit }

    /// The plan for `signature`, if one was built. Allocates nothing.
    func plan(for signature: PlanSignature) -> ExecutablePlan? {
        guard let bucket = buckets[signature.hash] else { return nil }
        for index in bucket.indices where bucket[index].signature == signature {
            let plan = bucket[index]
            clock += 1
            plan.lastUsed = clock
            return plan
        }
        return nil
    }

    /// Keeps `plan`, dropping the least recently used one beyond the bound.
    func insert(_ plan: ExecutablePlan) {
        if count >= limit, let oldest = buckets.values.joined().min(by: { $0.lastUsed < $1.lastUsed }) {
            buckets[oldest.signature.hash]?.removeAll { $0 === oldest }
            if buckets[oldest.signature.hash]?.isEmpty == true { buckets[oldest.signature.hash] = nil }
            count -= 1
        }
        clock += 1
        plan.lastUsed = clock
        buckets[plan.signature.hash, default: []].append(plan)
        count += 1
    }

    /// Drops `plan`.
    func remove(_ plan: ExecutablePlan) {
        let hash = plan.signature.hash
        guard let before = buckets[hash]?.count else { return }
        buckets[hash]?.removeAll { $0 === plan }
        count -= before - (buckets[hash]?.count ?? 0)
        if buckets[hash]?.isEmpty == true { buckets[hash] = nil }
    }

    /// Drops every plan.
    func removeAll() {
        buckets.removeAll()
        count = 0
    }
}
