import Foundation

@testable import SpendAnalytics

/// The bundled `sample-transactions/*.csv`, read with the libcsv tokenizer into what the
/// categorizer sees: description, direction, amount and the export's Category value.
///
/// Independent of the reader: columns are picked by their header names here.
struct SampleStatements {
    struct Row: Hashable {
        var line: Int
        var description: String
        var direction: Direction
        var amount: Money
        var sourceCategory: String

        var record: TransactionRecord {
            var record = TransactionRecord()
            record.line = line
            record.description = Array(description.utf8)
            record.direction = direction
            record.amount = amount
            record.sourceCategory = Array(sourceCategory.utf8)
            return record
        }
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("sample-transactions")

    /// Rows of a sample whose header row contains `header`; `columns` picks the description
    /// (several columns are joined with a space), `spentColumn`/`receivedColumn` the amounts.
    static func rows(
        file: String, description columns: [String], spent: String, received: String?,
        category: String? = nil
    ) throws -> [Row] {
        var header: [String]?
        var rows: [Row] = []
        try CSVTokenizer().tokenize(.file(root.appendingPathComponent(file).path)) { row in
            let fields = row.strings
            guard let names = header else {
                if columns.allSatisfy(fields.contains) && fields.contains(spent) { header = fields }
                return .proceed
            }
            // Data rows start with a date such as 01/09/26 or 21/11/2026 14:09:04.
            guard let first = fields.first,
                first.range(of: #"^\d{1,2}/\d{1,2}/\d{2,4}"#, options: .regularExpression) != nil
            else {
                return .proceed
            }
            func value(_ name: String) -> String {
                guard let index = names.firstIndex(of: name), index < fields.count else { return "" }
                return fields[index].trimmingCharacters(in: .whitespaces)
            }
            let description = columns.map(value).filter { !$0.isEmpty }.joined(separator: " ")
            let spentText = value(spent).replacingOccurrences(of: ",", with: "")
            let receivedText = received.map(value)?.replacingOccurrences(of: ",", with: "") ?? ""
            let direction: Direction
            let amountText: String
            if received == nil {
                // One signed column where purchases are positive (Amex).
                direction = spentText.hasPrefix("-") ? .received : .spent
                amountText = spentText.hasPrefix("-") ? String(spentText.dropFirst()) : spentText
            } else if !spentText.isEmpty {
                (direction, amountText) = (.spent, spentText)
            } else if !receivedText.isEmpty {
                (direction, amountText) = (.received, receivedText)
            } else {
                return .proceed // balance lines and other non-transactions
            }
            guard let minor = DecimalAmount.minorUnits(amountText) else { return .proceed }
            rows.append(
                Row(
                    line: row.line, description: description, direction: direction,
                    amount: Money(minorUnits: minor), sourceCategory: category.map(value) ?? ""))
            return .proceed
        }
        return rows
    }

    static func hdfc() throws -> [Row] {
        try rows(
            file: "hdfc-savings.csv", description: ["Narration"], spent: "Withdrawal Amt.", received: "Deposit Amt.")
    }

    /// Paytm's description as `Source/Destination` alone, or `Activity` and `Source/Destination` joined.
    static func paytm(joined: Bool) throws -> [Row] {
        try rows(
            file: "paytm-wallet.csv",
            description: joined ? ["Activity", "Source/Destination"] : ["Source/Destination"],
            spent: "Debit", received: "Credit")
    }

    static func amex(withCategory: Bool) throws -> [Row] {
        try rows(
            file: "amex-card.csv", description: ["Description"], spent: "Amount", received: nil,
            category: withCategory ? "Category" : nil)
    }
}
