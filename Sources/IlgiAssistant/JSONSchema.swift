import MCP

/// The JSON Schemas of the tools' arguments and answers, built from a few words, so each tool's
/// declaration reads as what it takes. Strict clients validate every answer against its
/// schema (memos#6022): what a tool returns is built to match, and a test holds each to it.
enum JSONSchema {
    static func object(
        _ properties: [String: Value], required: [String] = [], description: String? = nil,
        closed: Bool = true
    ) -> Value {
        var schema: [String: Value] = ["type": "object", "properties": .object(properties)]
        if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
        if closed { schema["additionalProperties"] = false }
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    static func string(_ description: String? = nil) -> Value { typed("string", description) }
    static func integer(_ description: String? = nil, minimum: Int? = nil, maximum: Int? = nil) -> Value {
        var schema = typedObject("integer", description)
        if let minimum { schema["minimum"] = .int(minimum) }
        if let maximum { schema["maximum"] = .int(maximum) }
        return .object(schema)
    }
    static func number(_ description: String? = nil) -> Value { typed("number", description) }
    static func boolean(_ description: String? = nil) -> Value { typed("boolean", description) }

    /// A value that may also be null.
    static func nullable(_ type: String, _ description: String? = nil) -> Value {
        var schema: [String: Value] = ["type": .array([.string(type), "null"])]
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    static func array(_ items: Value, _ description: String? = nil) -> Value {
        var schema: [String: Value] = ["type": "array", "items": items]
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    /// An object whose keys are free and whose values all have one type (`{"mood": "4"}`).
    static func map(of values: Value, _ description: String? = nil) -> Value {
        var schema: [String: Value] = ["type": "object", "additionalProperties": values]
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    /// An object, or null.
    static func nullable(object: Value) -> Value {
        .object(["anyOf": .array([object, ["type": "null"]])])
    }

    private static func typed(_ type: String, _ description: String?) -> Value {
        .object(typedObject(type, description))
    }

    private static func typedObject(_ type: String, _ description: String?) -> [String: Value] {
        var schema: [String: Value] = ["type": .string(type)]
        if let description { schema["description"] = .string(description) }
        return schema
    }
}
