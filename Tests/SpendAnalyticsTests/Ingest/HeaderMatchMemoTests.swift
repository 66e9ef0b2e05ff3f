import Testing

@testable import SpendAnalytics

/// A ``ColumnMatcher`` with a ``HeaderMatchMemo`` answers as one without: for the same cells,
/// profile and overrides the kept answer, and for anything else a fresh one, however the calls
/// are interleaved on one memo (as `batch` shares it between every owner's read).
@Suite("Header match memo")
struct HeaderMatchMemoTests {
    static let headers: [[String]] = [
        ["Date", "Description", "Amount"],
        ["Date", "Description", "Amount", "Category"],
        ["Txn Date", "Narration", "Withdrawal Amt.", "Deposit Amt.", "Closing Balance"],
        ["Date", "Narration", "Chq./Ref.No.", "Value Dt", "Withdrawal Amt.", "Deposit Amt.", "Closing Balance"],
        ["Transaction Date", "Details", "Debit", "Credit", "Currency"],
        ["foo", "bar"],
        ["Date"],
    ]

    static let overrides: [[ColumnOverride]] = [
        [],
        [ColumnOverride(role: .description, target: .name("Amount"))],
        [
            ColumnOverride(role: .amount, target: .position(2)),
            ColumnOverride(role: .description, target: .position(3)),
        ],
    ]

    /// The whole answer, every stored property of the layout and the profile included.
    static func answer(_ match: ColumnMatcher.Match?) -> String {
        match.map { String(describing: $0) } ?? "no header"
    }

    @Test("every header, profile and override set, interleaved on one memo, answered as without it")
    func sameAnswers() {
        let memo = HeaderMatchMemo()
        let profiles: [ExportProfile?] = [nil] + ExportProfiles.all
        #expect(profiles.count > 20 && !profiles.dropFirst().contains { $0 == nil })
        var matched = 0
        // Each combination twice in a row (the second a kept answer), then the same header with
        // another profile, or other overrides (a kept answer would be the wrong one): both
        // nestings, so that each of the two changes alone between consecutive calls.
        let sets = HeaderMatchMemoTests.overrides
        for profilesInside in [true, false] {
            for cells in HeaderMatchMemoTests.headers {
                let combinations =
                    profilesInside
                    ? sets.flatMap { overrides in profiles.map { ($0, overrides) } }
                    : profiles.flatMap { profile in sets.map { (profile, $0) } }
                for (profile, overrides) in combinations {
                    let plain = ColumnMatcher(forcedProfile: profile, overrides: overrides)
                    let kept = ColumnMatcher(forcedProfile: profile, overrides: overrides, memo: memo)
                    let expected = HeaderMatchMemoTests.answer(plain.header(cells))
                    if expected != "no header" { matched += 1 }
                    #expect(
                        HeaderMatchMemoTests.answer(kept.header(cells)) == expected,
                        "\(cells) \(overrides) \(profile?.id ?? "-")")
                    #expect(HeaderMatchMemoTests.answer(kept.header(cells)) == expected, "again: \(cells)")
                }
            }
        }
        // The cases differ: some headers match and some do not; overrides and profiles change answers.
        #expect(
            Set(
                profiles.map {
                    HeaderMatchMemoTests.answer(
                        ColumnMatcher(forcedProfile: $0, overrides: []).header(HeaderMatchMemoTests.headers[4]))
                }
            ).count > 1)
        #expect(matched > 0 && matched < 2 * profiles.count * sets.count * HeaderMatchMemoTests.headers.count)
        let cells = HeaderMatchMemoTests.headers[0]
        #expect(
            HeaderMatchMemoTests.answer(ColumnMatcher(forcedProfile: nil, overrides: []).header(cells))
                != HeaderMatchMemoTests.answer(
                    ColumnMatcher(forcedProfile: nil, overrides: HeaderMatchMemoTests.overrides[2]).header(cells)))
    }
}
