/// What `weather` says when the service's address is wrong, in English and Korean.
extension Messages {
    public static func weatherAddressNotFound(_ address: String, _ status: Int, _ message: String?) -> Localized {
        let said = message.map { " (\($0))" } ?? ""
        return Localized(
            en:
                "the weather service has no page at \(address): HTTP \(status) Not Found\(said); the location is not the problem, the address is: check weather.url (set it again with 'ilgi config weather.url URL', or 'ilgi config --unset weather.url' for the provider's own) and weather.provider",
            ko:
                "날씨 서비스의 \(address) 주소가 없어요: HTTP \(status) Not Found\(said). 위치가 아니라 주소가 문제예요: weather.url('ilgi config weather.url URL'로 다시 설정하거나 'ilgi config --unset weather.url'로 제공자 기본 주소로)과 weather.provider를 확인하세요"
        )
    }
}
