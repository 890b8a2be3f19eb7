extension WeatherGroup {
    /// The words that name a group in `language`, besides its own name (`rain`): a third
    /// language is a third table, which the switch asks for.
    static func words(in language: Language) -> [String: WeatherGroup] {
        switch language {
        case .english:
            [
                "sun": .clear, "sunny": .clear, "cloud": .clouds, "cloudy": .clouds, "rainy": .rain,
                "shower": .rain, "thunderstorm": .storm, "thunder": .storm, "snowy": .snow, "fog": .mist,
                "foggy": .mist, "haze": .mist,
            ]
        case .korean:
            [
                "맑음": .clear, "맑은": .clear, "해": .clear, "구름": .clouds, "흐림": .clouds, "비": .rain,
                "뇌우": .storm, "천둥": .storm, "폭풍": .storm, "눈": .snow, "안개": .mist,
            ]
        }
    }
}
