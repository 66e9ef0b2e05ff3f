import Foundation

@testable import SpendAnalytics

/// Validates a ``JSONValue`` against the subset of JSON Schema draft 2020-12 that
/// ``ChartSchema`` uses: `type`, `const`, `enum`, `required`, `properties`,
/// `additionalProperties: false`, `items`, `minItems`, `maxItems`, `minLength`, `pattern`,
/// `minimum`, `maximum`, `multipleOf` and local `$ref`s to `#/$defs/…`. Annotations (`title`,
/// `description`, `format`, `$schema`, `$id`) are ignored; any other keyword is reported, so the
/// schema cannot silently use something this validator does not check.
struct SchemaValidator {
    static let annotations: Set<String> = ["title", "description", "format", "$schema", "$id", "$defs"]
    static let assertions: Set<String> = [
        "type", "const", "enum", "required", "properties", "additionalProperties", "items",
        "minItems", "maxItems", "minLength", "pattern", "minimum", "maximum", "multipleOf", "$ref",
    ]

    let root: JSONValue

    /// Every violation as `path: problem`; empty when `instance` is valid.
    func errors(_ instance: JSONValue) -> [String] {
        var errors: [String] = []
        check(instance, against: root, path: "$", errors: &errors)
        return errors
    }

    private func check(_ instance: JSONValue, against schema: JSONValue, path: String, errors: inout [String]) {
        guard case .object(let keywords) = schema else {
            errors.append("\(path): schema is not an object")
            return
        }
        for key in keywords.keys where !Self.annotations.contains(key) && !Self.assertions.contains(key) {
            errors.append("\(path): unsupported keyword \(key)")
        }
        if case .string(let reference)? = keywords["$ref"] {
            guard reference.hasPrefix("#/$defs/"), case .object(let root) = root,
                case .object(let definitions)? = root["$defs"],
                let target = definitions[String(reference.dropFirst("#/$defs/".count))]
            else {
                errors.append("\(path): unresolved $ref \(reference)")
                return
            }
            check(instance, against: target, path: path, errors: &errors)
        }
        if case .string(let type)? = keywords["type"], !Self.matches(instance, type: type) {
            errors.append("\(path): expected \(type)")
            return
        }
        if let constant = keywords["const"], !Self.equal(constant, instance) {
            errors.append("\(path): expected const \(constant)")
        }
        if case .array(let options)? = keywords["enum"], !options.contains(where: { Self.equal($0, instance) }) {
            errors.append("\(path): not one of the enum values")
        }
        switch instance {
        case .object(let members):
            if case .array(let required)? = keywords["required"] {
                for case .string(let name) in required where members[name] == nil {
                    errors.append("\(path): missing \(name)")
                }
            }
            var properties: [String: JSONValue] = [:]
            if case .object(let declared)? = keywords["properties"] { properties = declared }
            for (name, value) in members {
                if let property = properties[name] {
                    check(value, against: property, path: path + "." + name, errors: &errors)
                } else if case .bool(false)? = keywords["additionalProperties"] {
                    errors.append("\(path): unexpected key \(name)")
                }
            }
        case .array(let elements):
            if case .integer(let minimum)? = keywords["minItems"], elements.count < minimum {
                errors.append("\(path): fewer than \(minimum) items")
            }
            if case .integer(let maximum)? = keywords["maxItems"], elements.count > maximum {
                errors.append("\(path): more than \(maximum) items")
            }
            if let items = keywords["items"] {
                for (index, element) in elements.enumerated() {
                    check(element, against: items, path: path + "[\(index)]", errors: &errors)
                }
            }
        case .string(let text):
            if case .integer(let minimum)? = keywords["minLength"], text.unicodeScalars.count < minimum {
                errors.append("\(path): shorter than \(minimum)")
            }
            if case .string(let pattern)? = keywords["pattern"] {
                let regex = try? NSRegularExpression(pattern: pattern)
                if regex?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
                    errors.append("\(path): \"\(text)\" does not match \(pattern)")
                }
            }
        case .integer, .number:
            guard let value = Self.decimal(instance) else {
                errors.append("\(path): unreadable number")
                return
            }
            if let minimum = keywords["minimum"].flatMap(Self.decimal), value < minimum {
                errors.append("\(path): below \(minimum)")
            }
            if let maximum = keywords["maximum"].flatMap(Self.decimal), value > maximum {
                errors.append("\(path): above \(maximum)")
            }
            if let step = keywords["multipleOf"].flatMap(Self.decimal) {
                var quotient = value / step
                var rounded = Decimal()
                NSDecimalRound(&rounded, &quotient, 0, .plain)
                if rounded != quotient { errors.append("\(path): \(value) is not a multiple of \(step)") }
            }
        default: break
        }
    }

    static func matches(_ instance: JSONValue, type: String) -> Bool {
        switch (type, instance) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
            ("integer", .integer), ("number", .integer), ("number", .number):
            return true
        default: return false
        }
    }

    /// Numbers compare by value (`100` equals `100.00`), everything else structurally.
    static func equal(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        if let left = decimal(lhs), let right = decimal(rhs) { return left == right }
        return lhs == rhs
    }

    static func decimal(_ value: JSONValue) -> Decimal? {
        switch value {
        case .integer(let integer): return Decimal(integer)
        case .number(let text): return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        default: return nil
        }
    }
}
