/// The currency a row's amounts are in before they are read, for their exponent
/// (``CurrencyExponent``): its Currency-column cell, else the amount column's header or the
/// profile's currency, else the currency given for rows that name none (`--currency`). A symbol
/// or code inside the amount cell overrides it (``AmountParser/parse(_:mark:exponent:)``).
struct RowCurrency: Sendable {
    /// The Currency column, if the file has one.
    let column: Int?
    /// The currency of rows whose Currency cell is empty or missing; `nil` when none is known.
    let fileCurrency: String?
    /// Its exponent.
    let fileExponent: Int?
    /// The last Currency cell looked at, and its exponent (most files repeat one code).
    private var cache: (cell: [UInt8], exponent: Int?) = ([], nil)

    init(layout: ColumnLayout, unlabelled: String?) {
        column = layout.currency
        let file = layout.defaultCurrency.isEmpty ? unlabelled : String(decoding: layout.defaultCurrency, as: UTF8.self)
        fileCurrency = file
        fileExponent = file.map(CurrencyExponent.of)
        cache = ([], fileExponent)
    }

    /// The exponent of `row`'s currency; `nil` when no currency is known (a Currency cell that
    /// names none is reported by the reader when it fills the row's currency).
    @inline(__always)
    mutating func exponent(_ row: CSVRow) -> Int? {
        guard let column, column < row.count else { return fileExponent }
        let raw = row[column]
        // Most rows repeat the last row's cell byte for byte (`INR`): no trim, no lookup.
        if ByteText.equals(cache.cell, raw) { return cache.exponent }
        let cell = ByteText.trimmed(raw)
        if ByteText.isEmptyCell(cell) { return fileExponent }
        if !ByteText.equals(cache.cell, cell) {
            cache = (Array(cell), CurrencyMark.code(ofColumnValue: cell).map(CurrencyExponent.of) ?? fileExponent)
        }
        return cache.exponent
    }

    /// The code of `row`'s currency, as ``exponent(_:)`` finds it (for messages).
    func code(_ row: CSVRow) -> String? {
        guard let column, column < row.count else { return fileCurrency }
        let cell = ByteText.trimmed(row[column])
        if ByteText.isEmptyCell(cell) { return fileCurrency }
        return CurrencyMark.code(ofColumnValue: cell) ?? fileCurrency
    }
}
