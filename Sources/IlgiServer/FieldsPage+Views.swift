/// The views the fields and review pages fill. A card and a chart are drawn inside the review
/// page too, so none of their names that can be absent is a name the pages around them use:
/// Mustache would show the outer value in its place.
extension FieldsPage {
    /// `fields.mustache`: a card a field.
    struct View {
        let heading: String
        let cards: [Card]
        /// Said when the journal declares no field.
        let none: String?
    }

    /// `fieldCard.mustache`: one field's summary, charts, tags and words.
    struct Card {
        struct Tag {
            let tag: String
            let value: String
            let count: String
        }
        /// The tags that come with the field's highest and lowest values.
        struct Tags {
            let heading: String
            let high: [Tag]
            let low: [Tag]
        }
        let id: String
        let name: String
        let summary: String
        var charts: [Chart] = []
        /// One `Tags`, or none: a list, not an optional, so that the review page's own `tags`
        /// never stands in for it.
        var tags: [Tags] = []
        var words: String? = nil
    }

    /// `chart.mustache`: one horizontal bar chart in SVG numbers.
    struct Chart {
        struct Bar {
            let label: String
            let shown: String
            let note: String
            let y: Int
            let barY: Int
            let width: Int
            let valueX: Int
        }
        /// Not `heading`, which the pages around a chart use.
        let chartHeading: String?
        let bars: [Bar]
        let height: Int
        let width: Int
        let barX: Int
    }
}
