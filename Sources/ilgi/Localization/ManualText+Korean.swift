import Foundation
import IlgiCore

/// Korean (해요체): every key of `ManualText`, which the compiler holds this table to.
extension ManualText {
    public var korean: String {
        switch self {
        case .footer:
            return "사용자 명령"
        case .sectionName:
            return "이름"
        case .sectionSynopsis:
            return "사용법"
        case .sectionDescription:
            return "설명"
        case .sectionOptions:
            return "옵션"
        case .sectionCommands:
            return "명령"
        case .sectionEnvironment:
            return "환경 변수"
        case .sectionFiles:
            return "파일"
        case .sectionExitStatus:
            return "종료 상태"
        case .sectionExamples:
            return "예"
        case .sectionSeeAlso:
            return "함께 보기"
        case .aliases:
            return "다른 이름:"
        case .command:
            return "명령"
        case .defaultValue:
            return "기본값"
        case .values:
            return "값"
        case .ilgiJournal:
            return "--journal이 없을 때 쓸 일기장 폴더."
        case .xdgDataHome:
            return "둘 다 없으면 일기장은 $XDG_DATA_HOME/ilgi(기본값 ~/.local/share/ilgi)예요."
        case .xdgConfigHome:
            return "훅은 $XDG_CONFIG_HOME/ilgi/hooks(기본값 ~/.config/ilgi/hooks)에 있어요."
        case .ilgiLang:
            return "말할 언어: ILGI_LANG이 먼저이고, 그다음은 나머지 중 처음 설정된 값이에요. ko나 ko_KR.UTF-8이면 한국어, 그 밖에는 영어예요."
        case .ilgiEditor:
            return "new와 edit에 쓸 편집기, 이 순서로 찾아요 (TERM=dumb이면 VISUAL은 건너뛰어요). 아무것도 없으면 vi."
        case .ilgiPager:
            return "터미널에서 긴 출력을 보여 줄 페이저 (기본값 less). 비우거나 cat으로 설정하면 페이저를 쓰지 않아요."
        case .less:
            return "less에 줄 옵션. 없으면 FRX."
        case .noColor:
            return "비어 있지 않은 값이 있으면 색을 쓰지 않아요 (--color always는 예외)."
        case .term:
            return "TERM=dumb이면 색을 쓰지 않고 VISUAL도 쓰지 않아요."
        case .columns:
            return "터미널이 알려 주지 않을 때 쓸 화면 크기."
        case .tz:
            return "새 일기의 날짜와 \"오늘\"을 셀 때 쓰는 시간대."
        case .fileLocalShareIlgi:
            return "기본 일기장: 일기마다 YYYY/MM/<uuid>.txt 파일이 하나씩 있는 git 저장소."
        case .fileConfigIlgiHooks:
            return "훅: 이벤트 이름(post-create, post-save, post-sync)으로 된 실행 파일이나 EVENT.d/ 안의 파일. ilgi hooks --help를 보세요."
        case .fileJournalGitIlgi:
            return "이 컴퓨터에서 쓰는 일기장 상태: 쓰기 잠금, 편집기가 실패했을 때 남긴 초안, 임시 파일. 커밋되지 않아요."
        case .exitStatus0:
            return "성공."
        case .exitStatus1:
            return "실패: 일기장을 읽거나 쓸 수 없음, 편집기 실패, 그런 일기가 없음."
        case .exitStatus2:
            return "잘못된 사용법이나 입력: 알 수 없는 옵션, 잘못된 날짜, 너무 짧거나 여러 일기에 해당하는 ID, 터미널 없이 --yes 없는 delete."
        case .exampleNewWithText:
            return "바로 일기를 써요."
        case .exampleNewInEditor:
            return "편집기로 일기를 써요."
        case .exampleListRecentTagged:
            return "@family 태그가 있는 최근 일기 다섯 개."
        case .exampleShowByID:
            return "ID가 3f2a로 시작하는 일기를 보여 줘요."
        case .exampleCompletion:
            return "zsh 자동 완성을 설치해요 (bash, fish도 같은 방법)."
        }
    }
}
