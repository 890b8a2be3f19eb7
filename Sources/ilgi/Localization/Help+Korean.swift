import Foundation
import IlgiCore
import IlgiTransfer

/// Korean (해요체): every key of `Help`, which the compiler holds this table to.
extension Help {
    public var korean: String {
        switch self {
        case .abstract:
            return "git 저장소에 담기는 텍스트 일기장."
        case .discussion:
            return """
                일기 하나는 텍스트 파일 하나이고, 저장할 때마다 git 커밋이 하나 생겨요. 명령 없이 \
                실행하면 일기 목록을 보여 줘요. 일기장은 $XDG_DATA_HOME/ilgi(~/.local/share/ilgi)에 \
                있고, --journal이나 ILGI_JOURNAL로 다른 폴더를 지정할 수 있어요.

                ILGI_LANG이, 없으면 LC_ALL, LC_MESSAGES, LANG 중 처음 설정된 값이 한국어(ko_KR.UTF-8)를 \
                가리키면 한국어로, 아니면 영어로 말해요. 터미널에서 긴 출력은 $PAGER(less)로 보여 주고, \
                ILGI_PAGER가 있으면 그것을 쓰며, cat으로 설정하면 페이저를 쓰지 않아요.

                명령이 아닌 말은 받지 않고(종료 코드 2) 가장 가까운 명령(ilgi serach → search)을, \
                ilgi 오늘은 좋은 날 같은 글이면 그것을 저장하는 ilgi new 명령을 알려 줘요. 잘못 친 명령이 \
                일기가 되는 일은 없어요.

                종료 코드: 0 성공, 1 실패, 2 잘못된 사용법이나 입력.
                """
        case .journalOption:
            return "일기장 폴더 (기본값: $ILGI_JOURNAL, 없으면 'ilgi journals default', 없으면 $XDG_DATA_HOME/ilgi)"
        case .journalNameOption:
            return "'ilgi journals'에서 이 이름인 일기장"
        case .colorOption:
            return "색을 입힐지: auto(터미널일 때만, NO_COLOR가 있거나 TERM=dumb이면 안 함), always, never"
        case .list:
            return "일기를 최신순으로 보여 줘요: ID, 날짜, 날씨, 제목, 미리보기."
        case .limitOption:
            return "최대 이 개수만큼만 보여 줘요"
        case .sinceOption:
            return "이 날짜부터 쓴 일기만 (YYYY-MM-DD, today, yesterday, 오늘, 어제)"
        case .untilOption:
            return "이 날짜까지 쓴 일기만"
        case .onOption:
            return "이 날에 쓴 일기만"
        case .tagOption:
            return "이 @태그가 있는 일기만 (여러 번 주면 모두 있는 일기만)"
        case .starredOption:
            return "별표한 일기만"
        case .jsonFlag:
            return "표 대신 JSON으로 출력해요 (필드: id, title, body, created, weather, tags, starred, path)"
        case .new:
            return "새 일기를 써요: 편집기로, 인자로, 또는 표준 입력으로. 새 일기의 ID를 출력해요."
        case .newDiscussion:
            return """
                제목이나 -m을 주면 바로 저장해요. 표준 입력으로 넣으면 첫 줄이 제목이 돼요. 그 밖에는 \
                $VISUAL이나 $EDITOR가 빈 페이지로 열려요 (ILGI_EDITOR가 먼저예요). 저장하고 나오면 일기가 \
                남고, 빈 페이지는 저장하지 않아요.
                """
        case .titleArgument:
            return "제목 (여러 단어는 공백으로 이어 붙여요)"
        case .messageOption:
            return "본문"
        case .dateOption:
            return "지난 날짜로 써요 (YYYY-MM-DD, 'YYYY-MM-DD HH:MM', yesterday, 어제)"
        case .edit:
            return "편집기로 일기를 고쳐요 (ID가 없으면 가장 최근 일기). 바뀐 것이 있을 때만 저장해요."
        case .idArgument:
            return "일기 ID, 또는 겹치지 않는 4글자 이상의 앞부분"
        case .show:
            return "일기 하나를 보여 줘요."
        case .rawFlag:
            return "저장된 파일을 그대로 출력해요"
        case .delete:
            return "확인을 받고 일기를 삭제해요. 삭제도 커밋이라 되돌릴 수 있어요."
        case .yesFlag:
            return "묻지 않고 바로 삭제해요"
        case .crypt:
            return "원격에는 암호문만 보이도록 일기장을 암호화해요 (git-crypt 형식)."
        case .cryptDiscussion:
            return """
                암호화를 켜면 모든 일기와 사진은 git에 암호화되어 저장되고 커밋 메시지에는 제목이 \
                들어가지 않아요. 이 컴퓨터에서는 그대로 평문이라 목록, 검색, 브라우저가 전처럼 빨라요. \
                git-crypt로도 잠금을 풀 수 있고, ilgi도 git-crypt로 암호화한 저장소를 읽어요. 원격은 \
                여전히 월(폴더), 파일 크기와 시각, 커밋한 사람, 같은 파일인지 여부를 볼 수 있어요. \
                키를 모두 잃으면 일기장도 잃어요: 'ilgi crypt export-key'로 사본을 남기세요.
                """
        case .cryptInit:
            return "암호화를 켜요: 키를 만들고, 이제부터 모든 일기와 사진을 암호화해서 저장해요."
        case .cryptInitDiscussion:
            return """
                예전 커밋은 바뀌지 않아요: 이미 올린 곳에서는 그 글과 제목을 여전히 읽을 수 있어요. \
                --key는 새 키 대신 다른 일기장의 키를 써요. 예를 들어 이 일기장과 동기화할 암호화된 \
                원격의 키요.

                --rewrite-history는 모든 커밋을 처음부터 암호화된 일기장이었던 것처럼 다시 만들어요: \
                일기와 사진은 암호화하고, 메시지에서 제목을 빼고, 작성자와 날짜는 그대로 둬요. 예전 \
                기록은 이 컴퓨터의 refs/ilgi/plain-history/에 남아요. 그다음 '예'라고 답하면 (또는 \
                --yes) 원격의 기록을 새 기록으로 바꿔요. ilgi가 하는 유일한 강제 푸시예요. 다른 \
                복제본은 모두 다시 복제해야 해요. 푸시하기 전까지 ilgi sync는 예전 기록을 다시 합치지 \
                않아요. 같은 명령을 다시 실행하면 푸시해요. 이미 암호화된 일기장에서는 아직 평문인 \
                기록을 다시 써요.
                """
        case .cryptRewriteHistoryFlag:
            return "예전 커밋을 모두 암호화하고 제목 없이 다시 만들고, 원격의 기록을 바꿔요 (먼저 물어봐요)."
        case .cryptYesFlag:
            return "--rewrite-history와 함께: 묻지 않고 원격의 기록을 바꿔요."
        case .cryptKeyOption:
            return "새 키 대신 암호화에 쓸 git-crypt 키 파일"
        case .cryptStatus:
            return "일기장이 암호화되었는지, 잠겼는지 풀렸는지 말하고, 원격이 읽을 수 있는 파일을 알려 줘요."
        case .cryptUnlock:
            return "일기장 키로 이 컴퓨터에서 암호화된 일기장의 잠금을 풀어요 (git-crypt 키 파일, 또는 표준 입력은 -)."
        case .cryptKeyFileArgument:
            return "키 파일 ('ilgi crypt export-key'나 'git-crypt export-key'로 만든 것). -는 표준 입력에서 읽어요."
        case .cryptLock:
            return "이 컴퓨터에서 일기장을 잠가요: 키를 지우고 암호문만 남겨요."
        case .cryptExportKey:
            return "키 사본을 새 파일에 써요 (표준 출력은 -). 백업하거나 다른 복제본의 잠금을 풀 때 써요."
        case .cryptExportFileArgument:
            return "새 파일. 나만 읽을 수 있게 만들어요."
        case .cryptClean:
            return "암호화된 파일을 위한 git의 clean 필터 (git이 실행해요)."
        case .cryptSmudge:
            return "암호화된 파일을 위한 git의 smudge 필터 (git이 실행해요)."
        case .cryptDiff:
            return "암호화된 파일을 위한 git의 textconv (git이 실행해요)."
        case .cryptDiffFileArgument:
            return "git이 넘기는 파일"
        case .cryptAddGPGUser:
            return "GPG 키로 일기장의 잠금을 풀 수 있게 해요: 그 키로 감싼 일기장 키를 git-crypt가 GPG 사용자를 두는 곳에 커밋해요."
        case .cryptGPGUserArgument:
            return "GPG 키의 지문 (16진수 40자). --trusted와 함께라면 gpg가 아는 다른 이름도 돼요."
        case .cryptTrustedFlag:
            return "전체 지문이 아닌 이름으로 키를 받아요: 그 사람의 키임을 확인했을 때만 쓰세요."
        case .cryptUnlockDiscussion:
            return """
                키 파일을 주지 않으면 이 컴퓨터의 GPG 비밀 키로 감싼 키 사본('ilgi crypt add-gpg-user'나 \
                git-crypt가 만든 것)을 써요. gpg가 암호를 물을 수 있어요.
                """
        case .cryptIdentityOption:
            return "age 신원 파일: 그 신원으로 감싼 키 사본으로 잠금을 풀어요 ('ilgi crypt add-recipient')."
        case .cryptAddRecipient:
            return "age 신원으로 일기장의 잠금을 풀 수 있게 해요: 그 수신자로 감싼 키를 커밋해요."
        case .cryptAddRecipientDiscussion:
            return """
                사본은 age 명령으로 만든 .git-crypt/keys/default/0/수신자.age라서, ilgi 없이도 \
                'age -d -i 신원파일 파일 | git-crypt unlock -'로 일기장을 열 수 있어요.
                """
        case .cryptRecipientArgument:
            return "age 수신자 (age1…). 'age-keygen -y 신원파일'로 볼 수 있어요."
        case .passphraseFileOption:
            return "암호를 묻지 않고 이 파일의 첫 줄에서 읽어요 (표준 입력은 -)."
        case .cryptAddPassphrase:
            return "암호로 일기장의 잠금을 풀 수 있게 해요: 그 암호로 봉인한 키를 커밋해요."
        case .cryptAddPassphraseDiscussion:
            return """
                키는 scrypt(2^16회)와 AES-256-GCM으로 .git-crypt/keys/default/0/passphrase.scrypt에 \
                봉인돼요. 원격을 읽을 수 있는 누구나 암호를 추측해 볼 수 있으니 긴 암호를 고르세요.
                """
        case .notTagOption:
            return "이 @태그가 있는 일기는 빼요 (여러 번 쓸 수 있어요)"
        case .weatherOption:
            return "이 날씨의 일기만: clear(맑음), clouds(구름), rain(비), storm(뇌우), snow(눈), mist(안개) (여러 번 주면 그중 하나)"
        case .datePhrases:
            return """
                날짜: 2026-03-05, '2026-03-05 15:45', 2026-03(한 달), 2025(한 해), 오늘, 어제, \
                '3일 전', 지난주, '이번 주', 지난달, 작년, 월요일(지난 월요일). \
                날짜 말은 기간이에요: --on은 기간 전체, --since는 첫날부터, --until은 마지막 날까지.
                """
        case .regexOption:
            return "맞아야 하는 정규 표현식 (ICU 문법, 대소문자 무시). 단어 사이에 /정규식/으로 써도 돼요"
        case .wholeWordFlag:
            return "단어와 구절을 온전한 단어로만 찾아요 (바다가 바다에서를 찾지 않아요)"
        case .anyFlag:
            return "모든 단어가 아니라 단어 중 하나라도 들어간 일기를 찾아요"
        case .notOption:
            return "이 단어나 구절이 들어간 일기는 빼요 (여러 번 쓸 수 있어요)"
        case .countFlag:
            return "찾은 일기의 개수만 출력해요"
        case .jsonLinesFlag:
            return "한 줄에 JSON 객체 하나씩 출력해요 (--json과 같은 필드)"
        case .star:
            return "일기에 별표를 해요 (Starred: yes). 커밋 하나로요."
        case .unstar:
            return "일기의 별표를 떼요."
        case .tags:
            return "@태그와 각 태그가 달린 일기 수를 많이 쓴 순서로 보여 줘요."
        case .tagsJSONFlag:
            return "JSON으로 출력해요: [{\"tag\": …, \"count\": …}], 많이 쓴 순서"
        case .prompt:
            return "오늘의 글감을 보여 줘요 (하루 내내 같고, 모두 나오기 전에는 다시 나오지 않아요)."
        case .promptDiscussion:
            return """
                ilgi가 가진 영어와 한국어 글감에, 일기장의 글감이 더해져요: .ilgi/prompts.txt에 한 줄에 \
                하나씩 (일기장과 함께 동기화되고, #은 주석). 'ilgi new --prompt'는 오늘의 글감으로 일기를 \
                시작해요.
                """
        case .newPromptFlag:
            return "오늘의 글감을 제목으로 일기를 시작해요 ('ilgi prompt' 참고)."
        case .nudge:
            return "일기를 쓰라고 알려 줘요: 아직 아무것도 쓰지 않은 날에만, 하루에 한 번, 한 줄로."
        case .nudgeDiscussion:
            return """
                오늘 아직 아무것도 쓰지 않았고 오늘 아직 알리지 않았을 때 (연속으로 쓴 날 수와 함께) 짧은 \
                한 줄을 보여 줘요. 아니면 아무것도 보여 주지 않고 금방 끝나요: 셸 프롬프트나 .bashrc에 \
                넣으세요. --install은 --at 시각 (없으면 20:00)에 데스크톱 알림으로 알려 주는 systemd 사용자 \
                타이머를 만들고, systemd가 없으면 crontab 줄을 보여 줘요.
                """
        case .nudgeNotifyFlag:
            return "알림을 출력하지 않고 데스크톱 알림(notify-send)으로 보여 줘요."
        case .nudgeInstallFlag:
            return "매일 알림을 설정해요: systemd 사용자 타이머, systemd가 없으면 crontab 줄."
        case .nudgeAtOption:
            return "--install과 함께: 알림 시각 (기본 20:00)."
        case .random:
            return "일기 하나를 무작위로 골라 보여 줘요 (list의 필터로 범위를 좁힐 수 있어요)."
        case .onThisDay:
            return "예전 해의 오늘과 같은 날짜에 쓴 일기를 해마다 묶어 보여 줘요."
        case .onThisDayDiscussion:
            return "today-in-history라고도 불러요. 29일이 없는 해의 2월 28일에는 2월 29일 일기도 보여 줘요. 없으면 1로 끝나요."
        case .onThisDayDateOption:
            return "오늘 말고 다른 날 (ilgi가 읽는 날짜: 2026-03-05, 어제, 월요일)"
        case .calendar:
            return "한 달(또는 한 해) 달력: 일기를 쓴 날과 그날 날씨, 오늘, 연속 기록, 달마다 일기 수와 단어 수."
        case .calendarDiscussion:
            return """
                한 주는 월요일부터예요. 일기를 쓴 날은 숫자가 굵게, 그날 첫 일기의 날씨와 함께 보여요 \
                (날씨가 없으면 •). 오늘은 >로 표시해요 (색이 있으면 반전). 현재 연속 기록은 오늘(또는 어제)까지 \
                이어서 쓴 날의 수예요.
                """
        case .calendarArgument:
            return "한 달(2026-03, 'last month', 지난달)이나 한 해(2025). 기본값: 이번 달"
        case .stats:
            return "일기장 통계: 일기 수, 단어 수, 연속 기록, 가장 많이 쓴 요일과 시간, 태그, 날씨, 첫 일기와 마지막 일기."
        case .statsJSONFlag:
            return "JSON으로 출력해요 (필드는 README에: entries, words, days, current_streak, top_tags, weather 등)"
        case .deleteDiscussion:
            return
                "ID 대신 필터를 주면(ilgi delete --on 2025-01-01) 해당하는 일기를 보여 주고 한 번만 물어봐요. 일기마다 커밋 하나로 지우므로 ilgi restore로 어느 것이든 되살릴 수 있어요."
        case .editFiltersDiscussion:
            return
                "ID 대신 필터를 주면(ilgi edit --tag trip --since 2025-06) 해당하는 일기를 오래된 것부터 하나씩 차례로 열어요. 일기마다 편집기와 커밋이 따로이고, 실패하면 거기서 멈춰요."
        case .sincePhraseOption:
            return "이 날짜부터 쓴 일기만: 2026-03-05, 2026-03, 2025, 어제, '3일 전', 지난주, 월요일 (기간이면 그 첫날부터)"
        case .untilPhraseOption:
            return "이 날짜까지 쓴 일기만 (기간이면 그 마지막 날까지: --until 2025는 2025년 전체)"
        case .onPhraseOption:
            return "이 날, 또는 이 기간에 쓴 일기만: 2026-03(한 달), 2025(한 해), 'last week', 지난달"
        case .review:
            return "일기장의 한 해를 한 화면에: 숫자, 히트맵, 달, 날씨, 태그, 기록 항목."
        case .reviewDiscussion:
            return """
                일기 수, 단어 수, 쓴 날, 가장 긴 연속 기록; 한 해의 날을 보여 주는 히트맵 (가로로 주, 세로로 \
                월요일부터 일요일; · 일기 없음, ░▒▓█ 많이 쓴 날일수록 진하게); 가장 많이 쓴 달, 날씨, 많이 쓴 태그, \
                그리고 기록 항목(기분 …)의 달별 평균. 'ilgi serve'의 /review에서도 차트로 볼 수 있어요.

                예:
                  ilgi review          올해
                  ilgi review 2025
                """
        case .reviewYearArgument:
            return "연도 (기본은 올해)."
        case .log:
            return "일기장의 기록, 또는 일기 하나의 기록을 최신순으로 보여 줘요."
        case .logDiscussion:
            return """
                한 줄이 커밋 하나예요: 짧은 커밋 ID, 만든 때, 한 일, 일기 제목. ID를 주면 그 일기를 \
                바꾼 커밋만 보여 줘요 (지운 일기도 돼요). --oneline은 'git log --oneline'과 똑같이 출력해요.
                """
        case .logIDArgument:
            return "일기 ID나 겹치지 않는 앞부분 (지운 일기도 돼요). 없으면 일기장 전체"
        case .historyIDArgument:
            return "일기 ID나 겹치지 않는 앞부분 (지운 일기도 돼요)"
        case .onelineFlag:
            return "커밋마다 짧은 한 줄로: 'git log --oneline'처럼 커밋 ID와 메시지"
        case .logLimitOption:
            return "최대 이 개수만큼의 커밋만 보여 줘요"
        case .atOption:
            return "이 커밋 때의 버전: 커밋 ID(전체나 앞부분), HEAD~3, 또는 날짜(YYYY-MM-DD: 그날이나 그 전의 마지막 커밋)"
        case .diff:
            return "일기에서 바뀐 내용을 unified diff로 보여 줘요."
        case .diffDiscussion:
            return """
                지금의 일기를 REV 때의 버전과, REV가 없으면 바로 전 버전과 비교해요. 터미널에서는 색을 \
                입히고, 파이프로 보내면 git이 적용할 수 있는 패치로 색 없이 출력해요: \
                'ilgi diff ID REV | ilgi git apply -R'은 커밋 없이 파일을 REV 때로 되돌려요.
                """
        case .diffRevisionArgument:
            return "비교할 예전 버전: 커밋 ID, HEAD~N, 또는 날짜 (기본값: 바로 전 버전)"
        case .restore:
            return "지운 일기를 되살리거나, 일기를 예전 버전으로 되돌려요."
        case .restoreDiscussion:
            return """
                --at 없이 쓰면 지운 일기를 지우기 직전 모습으로 되살려요. --at을 주면 그 커밋 때의 모습으로 \
                되돌려요. 어느 쪽이든 새 커밋 'Restore <ID>: <제목>' 하나가 생겨서, 되돌린 것도 다시 되돌릴 수 있어요.
                """
        case .restoreIDArgument:
            return "일기 ID나 겹치지 않는 앞부분 (지운 일기도 찾아요)"
        case .deleted:
            return "되살릴 수 있는 지운 일기를 최근에 지운 것부터 보여 줘요."
        case .deletedFlag:
            return "대신 지운 일기를 보여 줘요 ('ilgi deleted'와 같아요)"
        case .git:
            return "일기장 안에서 git을 실행해요. ilgi에 없는 기능은 이걸로 쓰세요."
        case .gitDiscussion:
            return """
                'git' 뒤의 인자는 그대로 git에 전달되고, 터미널도 그대로 써요. ilgi는 git의 종료 코드로 \
                끝나요. ilgi 자체 옵션은 'git' 앞에 쓰세요. 예: ilgi git log --stat -3, \
                ilgi --journal ~/work-journal git status
                """
        case .gitArguments:
            return "git에 넘길 인자"
        case .hooks:
            return "저장 전후에 ilgi가 실행하는 프로그램(훅)을 보고, 설치하고, 시험해요."
        case .hooksDiscussion:
            return """
                훅은 $XDG_CONFIG_HOME/ilgi/hooks (~/.config/ilgi/hooks)에 있는 실행 파일로, 이벤트 이름을 \
                쓰거나 EVENT.d/ 안에 둬요 (이름 순서로 실행). post-create는 새 일기를 파일로 쓴 뒤 커밋 \
                전에 실행되어 트레일러를 더할 수 있고, post-save는 커밋마다, post-sync는 동기화 뒤에 \
                실행돼요. ILGI_JOURNAL, ILGI_ENTRY_ID, ILGI_ENTRY_PATH, ILGI_EVENT를 받고 일기장 폴더에서 \
                실행돼요. 훅이 실패하거나, 멈추거나 (hooks.timeout, 5초 뒤 중단), 일기를 망가뜨려도 일기는 \
                쓴 그대로 저장되고 경고가 나와요.
                """
        case .hooksList:
            return "설치된 훅을 이벤트별로 보여 줘요."
        case .hooksInstall:
            return "ilgi에 들어 있는 훅(weather)을 post-create 훅으로 설치해요."
        case .hookNameArgument:
            return "설치할 훅: weather."
        case .forceFlag:
            return "같은 이름의 다른 파일을 바꿔요."
        case .hooksRun:
            return "한 이벤트의 훅을 지금 실행해 시험해요 (post-create가 바꾼 내용은 편집으로 저장)."
        case .eventArgument:
            return "post-create, post-save, post-sync."
        case .hookEntryArgument:
            return "일기 ID (post-sync에는 필요 없음)."
        case .config:
            return "이 일기장의 설정을 읽거나 바꿔요 (git 설정에 저장되고 동기화되지 않아요)."
        case .configDiscussion:
            return """
                설정: hooks.timeout (초, 기본값 5), weather.location ("위도,경도" 또는 도시), \
                weather.provider (openweathermap 또는 open-meteo), weather.apikey, weather.url. 일기장의 \
                .git/config에 ilgi.KEY로 저장되고, ~/.gitconfig의 ilgi.KEY는 모든 일기장에 적용돼요.
                """
        case .configKeyArgument:
            return "설정 이름, 예: weather.location."
        case .configValueArgument:
            return "새 값. 없으면 지금 값을 출력해요."
        case .configListFlag:
            return "설정된 값을 모두 보여 줘요."
        case .configUnsetFlag:
            return "설정을 지워요."
        case .weather:
            return "설정한 위치의 지금 날씨를 보여 줘요 (날씨 훅이 기록하는 값)."
        case .iconFlag:
            return "OpenWeatherMap 아이콘 코드만 출력해요 (예: 10d)."
        case .weatherJSONFlag:
            return "JSON으로 출력해요 (code, condition, temperature, latitude, longitude, place, provider)."
        case .weatherTrailersFlag:
            return "날씨 훅이 붙이는 트레일러를 출력해요: 'Weather: 10d'와 'Location: 장소' (제공자가 알려 준 장소, 없으면 weather.location)"
        case .importMoreDiscussion:
            return """
                --from이 없으면 입력을 보고 종류를 정해요: .zip이나 Journal.json이 든 폴더는 Day One 내보내기 \
                (사진도 함께), entries/*.doentry가 든 폴더는 Day One Classic (사진은 photos/에서), \
                YYYY/MM/DD.txt가 든 폴더는 jrnl 폴더 일기장, .json 파일은 jrnl의 JSON 내보내기, 다른 폴더는 \
                마크다운 노트 (2025-03-14.md나 2025/03/14.md 같은 데일리 노트는 그 날짜, YAML front matter의 \
                date, title, tags, 첫 '# 제목'이 제목, #태그는 @태그가 돼요), 다른 파일은 jrnl 텍스트예요. \
                jrnl 설정(--jrnl-config, 없으면 ~/.config/jrnl/jrnl.yaml이 있을 때)에서 일기장마다 경로와 \
                timeformat을 가져와요: 파일 자리에 그 설정의 일기장 이름을 줄 수 있고, 파일을 주지 않으면 \
                기본 일기장을 읽어요. 사진과 첨부 파일은 일기 옆 YYYY/MM/<id>.assets/NAME에 복사되고 본문에서 \
                링크돼요. 같은 분에 쓴 일기는 순서를 지키고, ilgi의 jrnl 내보내기로 쓴 일기는 알아보고 두 번 \
                넣지 않아요. jrnl(2 이상)이 암호화한 일기장은 비밀번호로 풀어요. 비밀번호는 터미널에서 \
                입력하거나 --password-file에서 읽고, 푼 글은 일기장 말고 어디에도 쓰지 않아요. --dry-run은 \
                가져올 것을 보여 주기만 하고 아무것도 쓰지 않아요.

                다른 앱도 내보낸 내용을 보고 알아봐요 (폴더, 그 zip, 또는 파일):
                  apple-journal  AppleJournalEntries/나 그 zip: Entries/*.html, Resources/ (사진, 동영상, \
                녹음, 장소, 마음 상태는 State-Of-Mind:로, 내보내기에 시각이 없어서 정오로 적어요)
                  journey        내보낸 zip이나 폴더: 일기마다 <id>.json과 사진 (기분, 장소, 날씨, 태그, 즐겨찾기)
                  daylio         .daylio 백업 (사진과 녹음) 또는 CSV 내보내기 (미디어 없음): 기분, 활동은 @태그
                  diaro          백업 zip (DiaroBackup.xml, media/)이나 XML: 폴더와 태그는 @태그 \
                (--folders-as journals: 폴더마다 그 이름의 일기장으로), 기분, 장소, \
                첨부 파일. 암호화된 .denc 백업은 받지 않아요
                  diarium        JSON 내보내기 (현지 시각: --tz 시간대로 읽어요)
                  momento        날짜별 .txt 파일과 Attachments/ 폴더 (현지 시각: --tz)
                  logseq         그래프 폴더 (journals/YYYY_MM_DD.md): 이 일기장의 필드 이름인 key:: value \
                속성은 그 필드가 되고, #태그는 @태그가 돼요
                  obsidian       볼트: 마크다운 노트처럼 읽고, 필드 이름인 front matter 키는 그 필드가 돼요
                기분은 일기장의 'mood' 필드에 담아요 (다른 필드는 --mood-field NAME). 필드가 없으면 앱의 기분 \
                이름으로 같은 커밋에서 만들어요. 필드가 받지 않는 이름은 Mood-Name:으로 남아요. 앱의 id가 \
                Source:에 남아서, 같은 앱의 새 내보내기는 새 일기만 더해요. zip은 풀기 전에 검사해서, 바깥 \
                경로, 링크, zip 폭탄은 받지 않아요.
                """
        case .importJrnlConfigOption:
            return "일기장마다 경로와 timeformat을 읽을 jrnl 설정 파일 (기본: ~/.config/jrnl/jrnl.yaml이 있으면 그것)."
        case .importTimeFormatOption:
            return "jrnl 설정이 알려 주지 않을 때 jrnl 파일의 시간 형식, strftime 꼴 (예: '%d.%m.%Y %H:%M')."
        case .importPasswordFileOption:
            return "암호화된 jrnl 일기장의 비밀번호: 이 파일의 첫 줄 ('-'는 표준 입력)."
        case .importDryRunFlag:
            return "모두 읽고 확인해서 가져올 것을 보여 주기만 하고, 아무것도 쓰지 않아요."
        case .importAllJournalsFlag:
            return
                "jrnl 설정의 일기장을 모두 가져와요: 'default'는 이 일기장으로, 나머지는 같은 이름의 ilgi 일기장으로 (없으면 $XDG_DATA_HOME/ilgi-이름에 만들어요)"
        case .share:
            return "일기 하나를 보내기 좋게 만들어요: 텍스트, 마크다운, 웹 페이지, JSON."
        case .shareDiscussion:
            return """
                text(기본값)는 날짜, 제목, 본문이라 메시지에 바로 붙여 넣을 수 있어요. html은 밝은/어두운 \
                모드를 따르고 깔끔하게 인쇄되는 독립된 웹 페이지이고, 본문은 마크다운으로 보여 주되 그 안의 \
                어떤 것도 실행되지 않아요. 출력은 표준 출력, 파일(-o), 또는 클립보드(--clipboard: wl-copy, \
                xclip, xsel, pbcopy)로 보내요.
                """
        case .shareFormatOption:
            return "형식: text, markdown, html, json."
        case .clipboardFlag:
            return "출력하지 않고 클립보드에 복사해요."
        case .outputFileOption:
            return "표준 출력 대신 이 파일에 써요."
        case .export:
            return "일기장 전체(또는 조건에 맞는 일기)를 오래된 순서로 내보내요."
        case .exportDiscussion:
            return """
                json은 'list --json'과 같은 항목의 배열 하나예요. markdown에 -o FOLDER/(있는 폴더나 /로 \
                끝나는 경로)를 주면 일기마다 파일 하나를 쓰고, 'ilgi import --from markdown-dir'이 다시 \
                읽는 front matter를 붙이고 사진도 옆에 복사해요. 아니면 문서 하나로 써요. book은 인쇄용 \
                HTML 하나(표지, 차례, 달마다 장, 사진, 쪽 번호)이거나 headless Chromium으로 인쇄한 PDF예요: \
                'export --format book --year 2025 -o 2025.pdf'. txt는 'share'가 쓰는 모양 그대로, \
                jrnl은 jrnl의 일기장 형식이에요 (jrnl에는 날씨와 초가 없어요). 일기를 하나씩 읽으니 \
                크기에 상관없이 내보낼 수 있어요.
                """
        case .exportFormatOption:
            return
                "형식: json, markdown, txt, jrnl, dayone (사진이 든 Day One JSON .zip, -o FILE.zip 필요), book (인쇄할 책, -o FILE.html이나 FILE.pdf)."
        case .exportOutputOption:
            return "표준 출력 대신 이 파일(markdown은 폴더/)에 써요."
        case .importCommand:
            return
                "jrnl, Day One, Apple Journal, Journey, Daylio, Diaro, Diarium, Momento, Logseq, Obsidian, 마크다운 파일에서 일기를 가져와요. 커밋은 하나예요."
        case .importDiscussion:
            return """
                jrnl: jrnl 일기장 파일(jrnl.txt), jrnl-json: 'jrnl --format json'의 출력, dayone: 압축을 \
                푼 Day One 내보내기의 Journal.json, markdown-dir: .md나 .txt 파일이 든 폴더 (제목은 front \
                matter나 첫 줄, 날짜는 front matter나 파일 시각). 날짜는 각 일기의 Created: 트레일러에 \
                남아요. 가져온 일기마다 내용 해시가 담긴 Source: 트레일러가 붙어서, 같은 가져오기를 다시 \
                해도 아무것도 늘지 않아요. 먼저 입력 전체를 확인하고, 형식이 깨진 파일은 그 줄을 알려 주며 \
                아무것도 가져오지 않아요.
                """
        case .importFileArgument:
            return "가져올 파일 (markdown-dir은 폴더)."
        case .importTimeZoneOption:
            return
                "시간대 없이 현지 시각만 적는 내보내기(Diarium, Momento, Daylio CSV, Apple Journal과 Logseq 페이지의 날짜)의 시간대. 예: Asia/Seoul. 빼면 이 컴퓨터의 시간대예요."
        case .importFoldersAsOption:
            return
                "Diaro의 폴더를 무엇으로 가져올지: 일기의 태그(기본), 또는 journals: 폴더마다 같은 이름의 ilgi 일기장에 (없으면 만들어 'ilgi journals'에 더해요)."
        case .importMoodFieldOption:
            return "가져온 기분을 담을 필드. 빼면 'mood'이고, 일기장에 없으면 앱의 기분 이름으로 만들어요."
        case .importFromOption:
            return "파일의 종류: \(ImportSource.allCases.map(\.rawValue).joined(separator: ", ")) (빼면 입력을 보고 정해요)."
        case .remote:
            return "일기장이 동기화할 git 원격을 관리해요."
        case .remoteDiscussion:
            return """
                원격은 일기장의 또 다른 사본이에요: 폴더(USB, 동기화 드라이브)나 ssh, git://, https로 \
                닿는 서버. URL은 경로, file:///경로, git://호스트/경로, ssh://사용자@호스트[:포트]/경로, \
                사용자@호스트:경로, https://호스트/경로 중 하나예요.
                """
        case .remoteAdd:
            return "원격을 추가해요."
        case .remoteList:
            return "원격 목록: 한 줄에 이름과 URL 하나씩, '(upstream)'은 'ilgi sync'가 쓰는 원격이에요."
        case .remoteRemove:
            return "원격을 지워요 (일기는 그대로예요)."
        case .remoteNameArgument:
            return "원격 이름 (예: origin)"
        case .remoteURLArgument:
            return "원격의 위치: 경로나 git URL"
        case .sync:
            return "원격과 동기화해요: 원격의 일기를 받아 내 일기와 합치고, 내 일기를 보내요."
        case .syncDiscussion:
            return """
                이름을 주지 않으면 브랜치의 upstream(첫 동기화 때 정해져요), 없으면 'origin', 없으면 \
                하나뿐인 원격과 동기화해요. 아무것도 잃지 않아요: 두 기기에서 고친 일기는 줄 단위로 \
                합치고, 같은 줄을 양쪽에서 고쳤다면 내 것은 그대로 두고 상대 것은 "(… 충돌 사본)" \
                표시가 붙은 새 일기로 남겨요. 한쪽에서 고치고 다른 쪽에서 지운 일기는 남아요. ssh는 \
                ssh-agent, 그다음 ~/.ssh/id_ed25519, id_ecdsa, id_rsa ('ilgi config sshkey 경로'로 \
                지정 가능)를 쓰고 ~/.ssh/known_hosts를 확인해요. https는 ILGI_GIT_TOKEN, 그다음 git \
                credential helper를 써요. 원격은 믿지 않아요: 원격이 ilgi가 읽는 곳에 둔 심볼릭 링크와 \
                서브모듈, .git 폴더 안의 파일은 받지 않고 알려 줘요. 암호화한 일기장에서 \
                .gitattributes의 암호화 줄을 바꾸는 변경과, 일기를 한꺼번에 많이 지우는 변경은 \
                --yes 없이는 동기화를 멈춰요. 원격이 있으면 저장할 때마다 뒤에서 동기화해요 ('ilgi             config sync.auto off'로 끌 수 있어요). 'ilgi status'가 지금 상태를 알려 주고,             --install은 타이머로도 동기화하게 해요.
                """
        case .syncRemoteArgument:
            return "동기화할 원격 (기본값: upstream, 없으면 origin)"
        case .syncYesFlag:
            return "원격의 변경이 일기를 한꺼번에 많이 (10편 넘게, 또는 10분의 1 넘게) 지워도 받아들여요. 없으면 그런 동기화는 멈추고 알려요"
        case .quietFlag:
            return "살펴볼 일이 있을 때만 알려요"
        case .syncInstallFlag:
            return "타이머로 동기화해요: systemd 사용자 타이머를 만들어 켜요 (없으면 crontab 줄을 보여 줘요)."
        case .syncEveryOption:
            return "--install과 함께: 간격, 예: 15m, 1h (기본값 15m)."
        case .syncBackgroundFlag:
            return "저장 뒤처럼 조용히 동기화해요: 실패 뒤에는 기다리고, 이미 하는 동기화에 합쳐요."
        case .status:
            return "원격과 비교한 일기장의 상태를 보여 줘요: 보내지 않은 저장, 마지막 동기화, 남겨 둔 충돌."
        case .statusJSONFlag:
            return "JSON 객체 하나로 보여 줘요."
        case .templates:
            return "새 일기가 시작할 수 있는 템플릿을 보여 줘요. 하나를 보거나, 더하거나, 지울 수 있어요."
        case .templatesDiscussion:
            return """
                템플릿은 텍스트 파일이에요: 첫 줄이 제목이고, 쓸 때 {{date}}, {{time}}, {{weekday}}, \
                {{prompt}} (오늘의 글감), {{weather}}가 채워져요. 일기장의 템플릿은 \
                .ilgi/templates/NAME.txt에 있고 일기장과 함께 동기화돼요 ('ilgi templates add'가 \
                커밋해요). 내 템플릿은 $XDG_CONFIG_HOME/ilgi/templates (~/.config/ilgi/templates)에 \
                있고 모든 일기장에서 쓸 수 있어요. 'ilgi new --template NAME'으로 시작하고, 'ilgi \
                config template.default NAME' (또는 template.monday …)으로 모든 새 일기의 템플릿을 \
                정해요. 템플릿 그대로 둔 일기는 저장되지 않아요. 템플릿은 텍스트일 뿐, 실행되지 않아요.
                """
        case .templatesList:
            return "템플릿 목록: 이름, 있는 곳, 첫 줄."
        case .templatesShow:
            return "지금 'ilgi new'가 채울 모습 그대로 템플릿을 보여 줘요."
        case .templatesAdd:
            return "파일(또는 표준 입력)에서 일기장의 템플릿을 더하거나 바꿔요. 커밋 하나로요."
        case .templatesRemove:
            return "일기장의 템플릿 하나를 지워요. 커밋 하나로요."
        case .templateNameArgument:
            return "템플릿 이름."
        case .templateFileArgument:
            return "템플릿을 읽을 파일. '-'이거나 없으면 표준 입력."
        case .templateOption:
            return "이 템플릿으로 일기를 시작해요 ('ilgi templates' 참고)."
        case .noTemplateFlag:
            return "일기장에 기본 템플릿이 있어도 빈 일기로 시작해요."
        case .fieldFilterOption:
            return "필드가 이 조건인 일기만: mood>=4, energy=low, place!=Busan, 또는 mood (값이 있는 것) (여러 번 쓸 수 있어요)"
        case .fields:
            return "일기장이 글 옆에 기록하는 필드(기분, 기운 …)를 보여 줘요. 더하거나 지울 수 있어요."
        case .fieldsDiscussion:
            return """
                필드는 일기마다 트레일러(Mood: 4)로 저장되고, .ilgi/fields에 선언되어 일기장과 함께 \
                동기화돼요. 'ilgi new --field mood=4', 편집기 (마지막 문단에 필드가 나와요: 채우거나 \
                비워 두세요), 'ilgi edit ID --field mood=4'로 정해요. 'list --field mood>=4'로 거르고 \
                'ilgi stats --field mood'로 차트를 봐요. 마지막 문단은 모든 줄이 선언된 필드와 맞는 \
                값일 때만 필드로 읽어요: 1-5 척도에 "Mood: great"는 글로 남아요.
                """
        case .fieldsList:
            return "필드와 값의 종류를 보여 줘요."
        case .fieldsAdd:
            return "필드를 선언하거나 바꿔요. 커밋 하나로요."
        case .fieldsRemove:
            return "필드 기록을 그만둬요. 커밋 하나로요. 일기에 적힌 값은 그대로 남아요."
        case .fieldNameArgument:
            return "필드 이름: 영문자로 시작하고 영문자, 숫자, '-' (mood, sleep-hours)."
        case .fieldScaleOption:
            return "low부터 high까지의 정수 (예: 1-5)."
        case .fieldChoiceOption:
            return "이 낱말 중 하나 (예: low,ok,high)."
        case .fieldTextFlag:
            return "아무 한 줄 글."
        case .newFieldOption:
            return "필드를 정해요: mood=4, energy=low, place=Busan (여러 번 쓸 수 있어요. 'ilgi fields' 참고)."
        case .editFieldOption:
            return "편집기 없이 필드를 정해요: mood=4. mood=는 지워요 (여러 번 쓸 수 있어요)."
        case .locationOption:
            return "일기를 쓴 곳 (Location: 트레일러), 예: '부산 해운대'."
        case .journals:
            return "일기장들을 일기 수, 원격 저장소, 암호화와 함께 보여 줘요. 더하거나 기본 일기장을 골라요."
        case .journalsDiscussion:
            return """
                일기장마다 원격 저장소, 암호화, 템플릿, 필드를 따로 가진 git 저장소예요. 이 목록은 \
                폴더에 이름만 붙여요($XDG_CONFIG_HOME/ilgi/journals, git 설정 형식). \
                $XDG_DATA_HOME/ilgi의 일기장은 다른 일기장을 그 이름으로 더하지 않는 한 'default'예요. \
                어느 명령에서나 '-j 이름'으로 일기장을 고르고('--journal 경로'도 그대로 돼요), \
                둘 다 없으면 $ILGI_JOURNAL, 그것도 없으면 'ilgi journals default'로 고른 일기장을 써요. \
                기본 일기장에는 '*'가 붙어요.
                """
        case .journalsList:
            return "일기장을 보여 줘요: 이름, 일기 수, 원격 저장소, 암호화, 폴더"
        case .journalsAdd:
            return "일기장 폴더에 이름을 붙여요 (없거나 비어 있으면 지금 만들어요)"
        case .journalsDefault:
            return "이름을 대지 않은 명령이 쓸 일기장을 정해요"
        case .journalsRemove:
            return "일기장의 이름을 잊어요. 폴더와 일기는 그대로 남아요."
        case .journalNameArgument:
            return "일기장 이름"
        case .journalPathArgument:
            return "일기장 폴더: ilgi 일기장, 그 복제본, 또는 새 폴더"
        case .attach:
            return "일기에 사진과 파일을 첨부하거나 하나를 떼요 (--remove). 커밋 하나로요."
        case .attachDiscussion:
            return """
                파일마다 일기 폴더 YYYY/MM/<id>.assets/에 내용으로 지은 이름으로 복사되고 (같은 사진을 두 번 \
                첨부해도 하나만 남아요), 일기 끝에 링크가 붙어요. 사진은 마크다운 이미지, 다른 파일은 링크예요. \
                'ilgi show'가 목록을 보여 주고, 'ilgi attach ID --remove 이름'이 파일 하나와 링크를 떼요.

                20 MiB가 넘는 파일은 --force 없이는 받지 않아요. git은 모든 파일의 모든 버전을 영원히 간직하고 \
                복제할 때마다 모두 복사하니, 큰 동영상은 일기장 밖에 두는 편이 좋아요.

                예:
                  ilgi attach 3f2a 바다.jpg 메뉴.pdf
                  ilgi new "제주" --attach ~/Pictures/노을.jpg
                  ilgi attach 3f2a --remove 메뉴.pdf
                """
        case .attachFilesArgument:
            return "첨부할 사진이나 파일."
        case .attachRemoveOption:
            return "이 첨부 파일('show'가 보여 주는 이름)과 링크를 떼요."
        case .attachForceFlag:
            return "20 MiB가 넘는 파일도 첨부해요."
        case .newAttachOption:
            return "첨부할 사진이나 파일 (여러 개면 되풀이), 같은 커밋으로요."
        case .exportYearOption:
            return "이 해의 일기만 (--format book이면 한 해의 책)."
        case .doctor:
            return "일기장을 점검하고 고칠 방법을 알려 줘요."
        case .fixFlag:
            return "안전하게 고칠 수 있는 것을 고쳐요: 빠진 Created 트레일러 추가(커밋 하나), 남은 임시 파일 삭제."
        case .drafts:
            return "편집기가 실패하거나 저장이 거절되어 남은 글을 보여 줘요: 이름, 경과 시간, 일기, 첫 줄."
        case .draftsDiscussion:
            return """
                초안은 저장하거나 직접 버릴 때까지 .git/ilgi/drafts/에 남아요. 나중에 편집해도 지워지지 \
                않아요. 'ilgi drafts restore 이름'은 초안을 저장하고(새 일기, 또는 고치던 일기. 그 사이 \
                일기가 다시 저장되었으면 거절해요), 'ilgi drafts discard 이름'은 버려요. 이름은 겹치지 \
                않는 앞부분만 써도 돼요.
                """
        case .draftsList:
            return "초안 목록을 보여 줘요."
        case .draftsRestore:
            return "초안을 저장해요: 새 일기로, 또는 고치던 일기에."
        case .draftsDiscard:
            return "초안을 버려요 (먼저 물어봐요)."
        case .draftArgument:
            return "'ilgi drafts'에 나오는 초안 이름, 또는 겹치지 않는 앞부분"
        case .draftForceFlag:
            return "초안을 만든 뒤 일기가 다시 저장되었어도 저장해요"
        case .draftYesFlag:
            return "묻지 않고 바로 버려요"
        case .editDateOption:
            return "편집기를 열지 않고 일기의 날짜를 바꿔요 (YYYY-MM-DD, 'YYYY-MM-DD HH:MM', yesterday, 어제). 파일은 그 자리에 있어요"
        case .reindex:
            return "이 컴퓨터의 일기장 색인을 일기 파일에서 다시 만들어요."
        case .reindexDiscussion:
            return """
                ilgi는 일기장이 아무리 커도 list, search, export가 빠르도록 .git/ilgi/index.sqlite에 \
                색인을 둬요. 색인은 커밋되거나 동기화되지 않고, 저장, 동기화, git pull, git으로 한 \
                커밋, 손으로 고친 뒤에도 스스로 최신으로 유지돼요. 일기가 2만 개를 넘으면 search가 \
                드문 단어를 모든 일기를 읽지 않고 찾도록 트라이그램 색인도 두는데, 첫 명령 뒤에 \
                백그라운드에서 만들어져요. 없거나 망가진 색인은 조용히 다시 \
                만들어요. reindex는 색인을 버리고 모든 일기를 다시 읽어요. 보통은 쓸 일이 없어요.
                """
        case .search:
            return "단어가 들어간 일기를 찾아요 (대소문자 무시). 찾은 부분을 강조해 보여 줘요."
        case .searchDiscussion:
            return """
                모든 단어가 순서와 상관없이 제목이나 본문에 들어 있어야 해요 (트레일러 제외). -w가 없으면             더 긴 단어 안에 있어도 찾아요 (바다가 바다에서를 찾아요). 쓴 그대로 찾을 구절은 인자 안에서             큰따옴표로 감싸요: ilgi search '"오래된 부두"' 노을. /정규식/이나 -e 정규식은 정규 표현식이에요.             --any는 하나라도 들어간 일기를, --not 단어는 그 단어가 든 일기를 빼요. 대소문자와 유니코드             형태는 무시해요. list의 필터를 쓸 수 있어요 (--since, --tag, --weather 등). 찾은 것이 없으면             grep처럼 1로 끝나요.
                """
        case .queryArgument:
            return "찾을 단어 (모두, 순서 무관). 따옴표 안의 \"구절\", /정규식/"
        case .mcp:
            return "모델 컨텍스트 프로토콜(표준 입출력)로 AI 어시스턴트에게 일기장을 열어 줘요."
        case .mcpDiscussion:
            return """
                어시스턴트(Claude, ChatGPT, VS Code, Cursor, 로컬 모델)가 일기를 검색하고, 목록을 보고, \
                읽고, 오늘의 지난 일기와 통계, 태그, 필드를 볼 수 있어요. 일기 내용은 지시가 아니라 \
                사용자의 데이터로 표시되어 전달돼요. --allow-write를 주면 새 일기를 쓰거나 일기에 문단을 \
                덧붙일 수도 있어요. 쓸 때마다 어시스턴트 이름이 'ilgi log'에 남는 커밋이 되고, \
                'ilgi restore'로 되돌릴 수 있어요. 아무것도 지우거나 고쳐 쓰지 않고, 서버 자체는 \
                네트워크에 접속하지 않아요 (저장하면 평소처럼 백그라운드 동기화가 시작돼요).

                설정하려면: ilgi mcp --print-config claude (또는 vscode, cursor)
                """
        case .allowWriteFlag:
            return "어시스턴트가 새 일기를 쓰고 일기에 덧붙일 수 있게 해요 (쓸 때마다 커밋 하나)."
        case .printConfigOption:
            return "어시스턴트 앱 설정에 ilgi를 추가하는 내용을 출력하고 끝내요: claude, vscode, cursor."
        case .links:
            return "일기의 링크와 그 일기를 가리키는 일기를 보여 줘요. id가 없으면 끊기거나 모호한 링크를 모두 찾아요."
        case .linksDiscussion:
            return """
                일기 본문에 [[3f2a9c1b]]나 [[3f2a9c1b|저녁 산책]] (id나 8자 이상의 고유한 앞부분, 그리고 표시할 말), \
                [[저녁 산책]] (그 제목의 일기 하나, 대소문자 무시), [[2026-11-22]] (그날의 일기)처럼 링크를 써요. \
                `코드`나 코드 블록 안의 링크는 글자일 뿐이에요. ilgi는 링크를 고쳐 쓰지 않아요: id 링크는 \
                제목이 바뀌어도, 'edit --date', 가져오기, 동기화를 거쳐도 이어져요. 두 일기가 같은 제목이면 \
                모호하다고 알려 주고, 짐작하지 않아요.
                """
        case .linksIDArgument:
            return "일기의 id, 또는 4자 이상의 고유한 앞부분. 빼면 일기장 전체를 검사해요."
        case .showJSONFlag:
            return "일기를 링크와 이 일기를 가리키는 일기(백링크)와 함께 JSON으로 출력해요."
        case .linksToOption:
            return "이 일기(id나 고유한 앞부분)를 가리키는 일기만."
        case .lsp:
            return "편집기를 위한 언어 서버를 실행해요 (표준 입출력): 링크, 태그, 필드."
        case .lspDiscussion:
            return """
                Language Server Protocol을 쓰는 편집기(Neovim, Helix, VS Code, Emacs, Zed)에서 [[링크]]를 \
                제목으로, @태그를 많이 쓴 순서로 완성하고, 링크 위에서 그 일기를 보여 주고, 링크의 일기로 가고, \
                이 일기를 가리키는 일기를 나열하고, 끊기거나 모호한 링크와 모르는 필드에 밑줄을 긋고, 태그 \
                이름을 일기장 전체에서 바꿔요. 서버는 자기 일기장의 파일에만 답하고, 파일을 직접 쓰지 \
                않아요: 이름 바꾸기는 편집기가 보여 주고 적용하는 편집이에요.

                설정: ilgi lsp --print-config nvim (또는 helix, vscode, emacs, zed)
                """
        case .tagsRename:
            return "태그가 있는 모든 일기에서 태그 이름을 바꿔요 (커밋 하나)."
        case .tagsRenameOld:
            return "바꿀 태그 (@ 있어도 없어도 돼요)."
        case .tagsRenameNew:
            return "새 이름."
        case .lspPrintConfigOption:
            return "편집기가 ilgi의 언어 서버를 쓰게 하는 설정을 출력하고 끝내요: nvim, helix, vscode, emacs, zed."
        }
    }
}
