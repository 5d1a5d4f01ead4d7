import CLibXML2

/// Reads an attribute's number for the parser and notes, with its line, a value there that is not one.
final class NumberContext {
    private(set) var unreadable = UnreadableNumbers()
    /// The line libxml2 is at (set once the parser exists).
    var line: () -> Int = { 0 }

    func number(_ attributes: SAXAttributes, _ name: InternedName) -> Double? {
        attributes.index(of: name).flatMap { number(attributes, at: $0) }
    }

    func number(_ attributes: SAXAttributes, at index: Int) -> Double? {
        if let value = attributes.number(at: index) { return value }
        unreadable.add(line: line(), text: attributes.string(at: index))
        return nil
    }
}
