import Foundation
import IlgiCore

/// Korean (해요체): every key of `TransferText`, which the compiler holds this table to.
extension TransferText {
    public var korean: String {
        switch self {
        case .importTextBeforeFirstJrnlEntry(let format):
            return
                "첫 일기 앞에 글이 있어요. 시간 형식 '\(format)'이면 jrnl 일기는 '[\(format)] 제목' 같은 줄로 시작해요 (--time-format이나 jrnl 설정의 timeformat을 확인하세요)"
        case .importNotAJrnlFolder:
            return "이 폴더에 jrnl 날짜 파일(YYYY/MM/DD.txt)이 없어요. jrnl 일기장 파일이나 폴더 일기장을 주세요"
        case .importBadJrnlConfig:
            return "jrnl 설정의 이 줄이 'key: value' 꼴이 아니에요. 파일을 확인하거나 --time-format을 쓰세요"
        case .importCannotTell(let path):
            return
                "\(path)가 어떤 일기장인지 알 수 없어요. --from \(ImportSource.allCases.map(\.rawValue).joined(separator: ", ")) 중 하나로 알려 주세요"
        case .importFileTooLarge(let size, let limit):
            return "크기가 \(ByteSize.words(size))예요. 내보낸 파일은 통째로 읽기 때문에 \(ByteSize.words(limit))보다 큰 파일은 받지 않아요"
        case .importNotBase64:
            return "Daylio 백업이 아니에요. backup.daylio는 base64 글이어야 해요"
        case .importLeftOut(let source, let what):
            return "\(source)의 \(what)은(는) 일기가 아니라서 가져오지 않았어요."
        case .importNotDaylioCSV:
            return "이 CSV에 full_date 열이 없어요. Daylio에서 내보낸 CSV(full_date,date,weekday,time,mood,…)를 주세요"
        case .importCSVHasNoMedia(let source):
            return "\(source)의 CSV 내보내기에는 사진과 녹음이 없어요. 함께 가져오려면 백업 파일을 가져오세요."
        case .importZoneAssumed(let source, let zone):
            return "\(source)는 시간대 없이 시각만 적어 둬요. \(zone) 시각으로 읽었어요 (다른 시간대는 --tz로 정하세요)."
        case .importNoTimeOfDay(let source):
            return "\(source)는 날짜만 적고 시각은 적지 않아요. 모두 그날 정오로 적었어요."
        case .importMissingMedia(let count, let first):
            return "내보낸 자료가 가리키는 파일 \(count)개가 그 안에 없어요 (첫 번째: \(first)). 일기는 그 파일 없이 가져왔어요."
        case .importSkippedFiles(let count, let first, let reason):
            return "파일 \(count)개를 건너뛰었어요 (첫 번째: \(first): \(reason.korean))."
        case .importNotAnEntryOf(let source):
            return "\(source) 일기가 아니에요"
        case .importNothingOfSource(let source, let pattern):
            return "이 폴더에 \(source) 일기(\(pattern))가 없어요"
        case .importEncryptedDiaro:
            return "암호화된 Diaro 백업(.denc)이에요. Diaro만 열 수 있어요. Diaro에서 암호화하지 않은 백업(설정 → 백업 및 복원)을 만들고 그 .zip을 가져오세요"
        case .importDiariumDatabase:
            return "Diarium의 데이터베이스 파일이에요. Diarium에서 내보내기 → JSON을 고르고 그 파일을 가져오세요"
        case .importFieldAdded(let name, let values):
            return "기분은 새 필드 '\(name)'(\(values))에 담았어요. 보려면: ilgi stats --field \(name)"
        case .importFoldersAsTags(let source):
            return "\(source)의 폴더는 태그(@폴더-이름)가 되었어요."
        case .importNotDiaroBackup:
            return "DiaroBackup.xml이 없어요. Diaro가 만든 백업 .zip이나 그 안의 XML을 주세요"
        case .importNoHEICPreviews(let count):
            return
                "HEIC 사진 \(count)장은 브라우저에서 볼 미리보기가 없어요. heif-convert(Debian: libheif-examples)가 없거나 그 사진을 읽지 못했어요. 사진 자체는 그대로 가져왔어요."
        case .importNoDayOneJSON:
            return "이 폴더에 Day One 일기장(.json)이 없어요. 내보낸 .zip이나 압축을 푼 폴더, 또는 Journal.json을 주세요"
        case .importNoDoentries:
            return "이 폴더에 Day One Classic 일기(entries/*.doentry)가 없어요"
        case .importBadPropertyList:
            return "Day One Classic 일기(‘Creation Date’와 ‘Entry Text’가 있는 property list)가 아니에요"
        case .importBadZip:
            return "압축을 풀 수 없어요. Day One이 내보낸 .zip이 맞는지 확인하세요"
        case .importUnsafeArchive(let refusal):
            let size = { (bytes: UInt64) in ByteSize.words(Int(clamping: bytes)) }
            return switch refusal {
            case .unsafeName(let path):
                "항목 '\(path)'가 압축 파일 바깥(절대 경로나 '..')을 가리켜요."
            case .link(let path):
                "항목 '\(path)'는 심볼릭 링크예요. 내보낸 파일에는 링크가 없어요."
            case .tooManyEntries(let count, let limit):
                "항목이 \(count)개로, 가져오기가 푸는 \(limit)개보다 많아요."
            case .tooLarge(let total, let limit):
                "풀면 \(size(limit))보다 커요(지금까지 \(size(total)))."
            case .noSpace(let needed, let free):
                "풀면 \(size(needed))인데 임시 폴더에 \(size(free))만 남았어요. 공간을 비우거나 TMPDIR을 더 큰 디스크로 정하세요"
            case .bomb(let path, let ratio):
                "항목 '\(path)'는 압축된 크기의 \(ratio)배로 풀려요. 압축 폭탄처럼요."
            case .longerThanDeclared(let path):
                "항목 '\(path)'가 압축 파일이 밝힌 크기보다 길게 풀려요. 풀기를 멈췄어요"
            }
        case .importUnknownTimeFormat(let date):
            return
                "'\(date)'는 ilgi가 아는 시간 형식이 아니에요. 일기장의 timeformat을 --time-format (예: '%d.%m.%Y %H:%M')이나 --jrnl-config로 알려 주세요"
        case .exported(let count, let path):
            return "일기 \(count)개를 \(path)(으)로 내보냈어요."
        case .imported(let count, let source, let alreadyThere):
            let korean = "\(source.text(in: .korean))에서 일기 \(count)개를 가져왔어요."
            guard alreadyThere > 0 else { return korean }
            return korean + " 이미 있는 \(alreadyThere)개는 건너뛰었어요."
        case .importUnreadable(let reason):
            return "읽을 수 없어요 (\(reason))"
        case .importNotUTF8:
            return "이 줄은 UTF-8 텍스트가 아니에요. 먼저 파일을 UTF-8로 바꾸세요"
        case .importWrongJrnlPassword:
            return "암호화된 jrnl 일기장의 비밀번호가 맞지 않아요"
        case .importDamagedJrnlEncryption:
            return "암호화된 jrnl 일기장의 머리 부분이 손상됐어요"
        case .importJrnlNeedsPassword:
            return "이 jrnl 일기장은 암호화되어 있어요. 비밀번호를 주세요 (--password-file 파일, 또는 터미널에서 입력)"
        case .importBadDate(let text):
            return "'\(text)'는 올바른 날짜가 아니에요"
        case .importTextBeforeFirstJrnlEntryInDefaultFormat:
            return "첫 일기 앞에 글이 있어요. jrnl 일기는 '[2024-01-05 09:30] 제목' 같은 줄로 시작해요"
        case .importNoEntries(let format):
            return "\(format) 일기를 찾지 못했어요. 파일과 --from 형식을 확인하세요"
        case .importIsZip:
            return "zip 압축 파일이에요. 압축을 풀고 안의 Journal.json을 가져오세요"
        case .importBadJSON:
            return "여기서 JSON 형식이 깨졌어요"
        case .importNoEntriesList(let format):
            return "\(format) 내보내기 파일이 아니에요: \"entries\" 목록이 없어요. --from 형식을 확인하세요"
        case .importEntryNotObject:
            return "이 일기는 JSON 객체가 아니에요"
        case .importMissingField(let name):
            return "이 일기에 \"\(name)\" 항목이 없어요"
        case .importNeedsFolder:
            return "--from markdown-dir에는 .md나 .txt 파일이 든 폴더가 필요해요"
        case .importFrontMatterNotClosed:
            return "여기서 시작한 front matter에 닫는 '---' 줄이 없어요"
        case .markdownFiles:
            return "마크다운 파일"
        }
    }
}
