import Testing

@testable import TOMLTree

@Suite("TOMLTree: TOMLKit's parse with lines, and our writer")
struct TOMLTreeTests {
    @Test("keys come in file order with their lines, through tables, arrays of tables and multi-line values")
    func lines() throws {
        let text = """
            # top
            b = 1
            a = "x = not a key"
            ml = \"\"\"
            c = 3
            \"\"\"
            list = [
              [1, 2],
              [3, 4],
            ]

            [t]
            z = { q = 1 }
            [[items]]
            id = "first"
            [[items]]

            id = "second"
            """
        let top = try TOMLTree.parse(text)
        #expect(top.map { "\($0.path)@\($0.line)" } == ["b@2", "a@3", "ml@4", "list@7", "t@12", "items@14"])
        guard case .array(let items) = top[5].node, case .table(let second) = items[1] else {
            Issue.record("items is not an array of tables")
            return
        }
        #expect(second.map { "\($0.path)@\($0.line)" } == ["items[1].id@18"])
        guard case .table(let t) = top[4].node else { return }
        #expect(t.first?.path == "t.z" && t.first?.line == 13)
    }

    @Test("a syntax error gives TOMLKit's line and message")
    func syntax() {
        #expect(throws: TOMLSyntaxError.self) { try TOMLTree.parse("a = 1\nb = \n") }
        do {
            _ = try TOMLTree.parse("a = 1\n\nb = [1,\n")
        } catch {
            #expect(error.line >= 3 && error.message.hasPrefix("error while parsing"), "\(error)")
        }
    }

    @Test("what format writes, TOMLKit reads back to the same tree")
    func roundTrip() throws {
        let entries = [
            TOMLEntry(key: "version", path: "", line: 0, node: .integer(1)),
            TOMLEntry(key: "name", path: "", line: 0, node: .string("a \"quoted\" \\ name\n\u{1}é🐷")),
            TOMLEntry(key: "odd key", path: "", line: 0, node: .float(0.3)),
            TOMLEntry(key: "whole", path: "", line: 0, node: .float(2)),
            TOMLEntry(
                key: "g", path: "", line: 0,
                node: .table([TOMLEntry(key: "on", path: "", line: 0, node: .boolean(true))])),
            TOMLEntry(
                key: "items", path: "", line: 0,
                node: .array([
                    .table([TOMLEntry(key: "p", path: "", line: 0, node: .array([.integer(1), .float(-2.5)]))]),
                    .table([TOMLEntry(key: "p", path: "", line: 0, node: .array([]))]),
                ])),
        ]
        let text = TOMLTree.format(entries)
        #expect(text.contains("odd key") && text.contains("\"odd key\" = 0.3") && text.contains("whole = 2.0"))
        let back = try TOMLTree.parse(text)
        func shape(_ list: [TOMLEntry]) -> [String] { list.map { "\($0.key)=\(describe($0.node))" } }
        func describe(_ node: TOMLNode) -> String {
            switch node {
            case .table(let inner): return "{" + shape(inner).joined(separator: ",") + "}"
            case .array(let nodes): return "[" + nodes.map(describe).joined(separator: ",") + "]"
            default: return "\(node)"
            }
        }
        #expect(shape(back) == shape(entries))
    }
}
