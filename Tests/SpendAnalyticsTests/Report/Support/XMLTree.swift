import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML element parsed with Foundation's `XMLParser` (a test that it parses is a test that it is
/// well-formed XML).
final class XMLElement {
    let name: String
    let attributes: [String: String]
    var children: [XMLElement] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// This element and all its descendants, in document order.
    var all: [XMLElement] { [self] + children.flatMap(\.all) }

    func descendants(_ name: String) -> [XMLElement] { all.filter { $0.name == name } }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ text: String) throws -> XMLElement {
        let builder = Builder()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw Failure(
                description:
                    "not well-formed XML: \(parser.parserError.map { String(describing: $0) } ?? "no root") at line \(parser.lineNumber)"
            )
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: XMLElement?
        var stack: [XMLElement] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let element = XMLElement(name: elementName, attributes: attributes)
            if let parent = stack.last { parent.children.append(element) } else { root = element }
            stack.append(element)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}
