<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>Barrage</name>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="288"/>
        <source>no legal action starts there now</source>
        <translation>ここから始められる合法手はありません</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="361"/>
        <source>Confirm: %1</source>
        <translation>確定：%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="384"/>
        <source>Company</source>
        <translation>企業</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="388"/>
        <source>Officer</source>
        <translation>重役</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="391"/>
        <location filename="../../app/games/barrage/view/choices.py" line="137"/>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="392"/>
        <source>Energy</source>
        <translation>発電量</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="393"/>
        <source>Credits</source>
        <translation>クレジット</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="395"/>
        <source>Excavators / mixers</source>
        <translation>掘削機／ミキサー</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="398"/>
        <source>Engineers left</source>
        <translation>残りの技術者</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="400"/>
        <source>Contracts (hand / fulfilled)</source>
        <translation>契約（手持ち／達成）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="409"/>
        <source>Changes: %1</source>
        <translation>変化：%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="56"/>
        <source>Turbine station</source>
        <translation>発電</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="57"/>
        <source>Water management</source>
        <translation>水源</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="58"/>
        <source>Bank</source>
        <translation>銀行</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="59"/>
        <source>Workshop</source>
        <translation>工場</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="60"/>
        <source>Contract office</source>
        <translation>契約事務所</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="61"/>
        <source>Machinery shop</source>
        <translation>建機</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="62"/>
        <source>Patent office</source>
        <translation>特許事務所</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="72"/>
        <source>contract fulfilled</source>
        <translation>達成した契約</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="73"/>
        <source>powerhouse built</source>
        <translation>建てた発電所</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="74"/>
        <source>base built</source>
        <translation>建てたダム基礎</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="75"/>
        <source>conduit built</source>
        <translation>建てた導管</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="76"/>
        <source>elevation built</source>
        <translation>建てたダム上部</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="77"/>
        <source>advanced tile</source>
        <translation>上級技術タイル</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="80"/>
        <source>%1 VP per %2</source>
        <translation>%2ごとに%1VP</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="90"/>
        <source>structures on red spaces</source>
        <translation>赤枠マスの建物</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="91"/>
        <source>dams linked to own powerhouses</source>
        <translation>自分の発電所につながるダム</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="92"/>
        <source>structures in your best area</source>
        <translation>最多の地形の建物</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="93"/>
        <source>structures in your weakest area</source>
        <translation>最少の地形の建物</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="94"/>
        <source>basins with a structure</source>
        <translation>建物のある盆地</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="95"/>
        <source>basins with 3 structures</source>
        <translation>建物3個以上の盆地</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="159"/>
        <source>Energy track</source>
        <translation>発電トラック</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="173"/>
        <source>Contracts</source>
        <translation>契約</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="176"/>
        <source>National</source>
        <translation>国家</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="177"/>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="178"/>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="179"/>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="227"/>
        <location filename="../../app/games/barrage/view/labels.py" line="108"/>
        <source>%1 credits</source>
        <translation>%1クレジット</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="255"/>
        <source>Round %1 bonus</source>
        <translation>ラウンド%1ボーナス</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="262"/>
        <source>Round bonus: %1. Nothing under 6 energy; 4 VP less per section short.</source>
        <translation>ラウンドボーナス：%1。発電量6未満なら得点なし。届かないエリア1つにつき4VP減。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="270"/>
        <source>Objective (end: 15/10/5 VP)</source>
        <translation>目的（終了時 15/10/5VP）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="281"/>
        <source>%1 left</source>
        <translation>残り%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="308"/>
        <source>Display %1</source>
        <translation>公開%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="326"/>
        <location filename="../../app/games/barrage/view/labels.py" line="114"/>
        <source>%1 energy</source>
        <translation>発電量%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/choices.py" line="82"/>
        <source>Turn position %1 (bid to beat: %2 VP)</source>
        <translation>手番%1番（現在の入札：%2VP）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/choices.py" line="125"/>
        <source>%1 drop(s): %2 energy</source>
        <translation>水%1個：発電量%2</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/choices.py" line="133"/>
        <source>credits</source>
        <translation>クレジット</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/choices.py" line="134"/>
        <source>excavators</source>
        <translation>掘削機</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/choices.py" line="135"/>
        <source>mixers</source>
        <translation>ミキサー</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/choices.py" line="136"/>
        <source>engineers</source>
        <translation>技術者</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/choices.py" line="138"/>
        <source>energy</source>
        <translation>発電量</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="124"/>
        <source>Construction wheel: tile and machinery go into the open segment (top) and come back after a full turn.</source>
        <translation>建設ホイール：タイルと重機は開放区（上）に置かれ、1周すると戻ってきます。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="135"/>
        <source>%1 VP · %2 credits · %3 exc. · %4 mixers · %5 eng. · %6 energy</source>
        <translation>%1VP · %2クレジット · 掘削機%3 · ミキサー%4 · 技術者%5 · 発電量%6</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="157"/>
        <source>Executive officer</source>
        <translation>重役</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="177"/>
        <source>%1 (%2 left)</source>
        <translation>%1（残り%2）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="182"/>
        <source>Built pieces uncover incomes, gained now and in every income phase.</source>
        <translation>建てたコマの下の収入が開放され、すぐに得て、以後の収入フェイズでも毎回得ます。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="192"/>
        <source>ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="194"/>
        <source>+%1 production</source>
        <translation>発電+%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="222"/>
        <source>Build %1</source>
        <translation>建設%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="225"/>
        <source>+%1 credits</source>
        <translation>+%1クレジット</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="234"/>
        <source>Construction space %1: %2 engineer(s), used left to right.</source>
        <translation>建設スペース%1：技術者%2人。左から順に使います。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="270"/>
        <source>Fulfilled: %1</source>
        <translation>達成：%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="280"/>
        <source>%1 exc.</source>
        <translation>掘削機%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="283"/>
        <source>%1 mix.</source>
        <translation>ミキサー%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="51"/>
        <source>dam base</source>
        <translation>ダム基礎</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="52"/>
        <source>elevation</source>
        <translation>ダム上部</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="53"/>
        <source>conduit</source>
        <translation>導管</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="54"/>
        <location filename="../../app/games/barrage/view/labels.py" line="266"/>
        <source>powerhouse</source>
        <translation>発電所</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="55"/>
        <source>any structure</source>
        <translation>ワイルド</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="63"/>
        <source>mountains</source>
        <translation>山岳</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="64"/>
        <source>hills</source>
        <translation>丘陵</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="65"/>
        <source>plains</source>
        <translation>平原</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="81"/>
        <source>%1 (adv. %2)</source>
        <translation>上級%2%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="86"/>
        <source>joker</source>
        <translation>ワイルド</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="88"/>
        <source>Anton&apos;s copy tile</source>
        <translation>アントンのコピー</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="95"/>
        <source>Technology tile: %1.</source>
        <translation>技術タイル：%1。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="99"/>
        <source>Builds without engineers.</source>
        <translation>技術者を置かずに建設します。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="101"/>
        <source>Builds any structure.</source>
        <translation>どの建物も建設できます。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="109"/>
        <location filename="../../app/games/barrage/view/labels.py" line="367"/>
        <source>%1 VP</source>
        <translation>%1VP</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="110"/>
        <source>%1 excavators</source>
        <translation>掘削機%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="111"/>
        <source>%1 mixers</source>
        <translation>ミキサー%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="112"/>
        <source>%1 machinery of choice</source>
        <translation>好きな重機%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="113"/>
        <source>turn the wheel %1</source>
        <translation>ホイールを%1回す</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="115"/>
        <location filename="../../app/games/barrage/view/labels.py" line="198"/>
        <source>%1 drops on headstreams</source>
        <translation>源流に水%1個</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="116"/>
        <source>%1 drops flow now</source>
        <translation>水%1個をすぐ流す</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="117"/>
        <source>free conduit (≤ %1)</source>
        <translation>無料の導管（%1以下）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="118"/>
        <source>free elevation</source>
        <translation>無料のダム上部</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="119"/>
        <source>free powerhouse</source>
        <translation>無料の発電所</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="123"/>
        <source>free dam base</source>
        <translation>無料のダム基礎</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="136"/>
        <source>Contract %1: %2 energy → %3</source>
        <translation>契約%1：発電量%2 → %3</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="177"/>
        <source>Company ability (after the 3rd powerhouse):</source>
        <translation>企業能力（発電所3個目から）：</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="187"/>
        <source>Executive officer:</source>
        <translation>重役：</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="197"/>
        <source>1 drop flows now</source>
        <translation>水1個をすぐ流す</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="203"/>
        <source>Produce %1</source>
        <translation>発電 %1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="205"/>
        <source>Bank: 1 credit per engineer</source>
        <translation>銀行：技術者1人につき1クレジット</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="207"/>
        <source>Turn the wheel %1</source>
        <translation>ホイールを%1回す</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="210"/>
        <source>Take %1 contract(s)</source>
        <translation>契約を%1枚取る</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="212"/>
        <source>Patent slot %1</source>
        <translation>特許%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="219"/>
        <source>1 machinery of choice</source>
        <translation>好きな重機1個</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="221"/>
        <source>1 excavator + 1 mixer</source>
        <translation>掘削機1＋ミキサー1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="222"/>
        <source>1 excavator</source>
        <translation>掘削機1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="229"/>
        <source>Engineers: %1</source>
        <translation>技術者：%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="232"/>
        <source>Pay %1 credits</source>
        <translation>%1クレジット支払う</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="236"/>
        <source>Red outline: %1 credits more</source>
        <translation>赤枠：さらに%1クレジット</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="241"/>
        <source>Never closed: anyone may use it.</source>
        <translation>埋まることはなく、誰でも使えます。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="244"/>
        <source>Only with %1+ players</source>
        <translation>%1人以上のときのみ</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="253"/>
        <source>dam</source>
        <translation>ダム</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="258"/>
        <source>conduit %1 (basin %2, value %3 → basin %4)</source>
        <translation>導管%1（盆地%2、発電能力%3 → 盆地%4）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="270"/>
        <source>%1 %2 (basin %3, %4)</source>
        <translation>%1 %2（盆地%3、%4）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="281"/>
        <source>Choose an action</source>
        <translation>アクションを選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="282"/>
        <source>Choose the technology tile</source>
        <translation>技術タイルを選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="283"/>
        <source>Choose the structure</source>
        <translation>建物を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="284"/>
        <source>Choose where to build</source>
        <translation>建てる場所を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="285"/>
        <source>Choose how to pay</source>
        <translation>支払い方を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="286"/>
        <source>Choose the dam the water comes from</source>
        <translation>水を出すダムを選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="287"/>
        <source>Choose the conduit</source>
        <translation>導管を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="288"/>
        <source>Choose the powerhouse</source>
        <translation>発電所を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="289"/>
        <source>Choose how many drops</source>
        <translation>使う水の数を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="290"/>
        <source>Choose the headstreams</source>
        <translation>源流を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="291"/>
        <source>Choose how many engineers</source>
        <translation>技術者の人数を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="292"/>
        <source>Choose the contracts</source>
        <translation>契約を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="293"/>
        <source>Choose contracts to give up</source>
        <translation>捨てる契約を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="294"/>
        <source>Choose the machinery</source>
        <translation>重機を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="295"/>
        <source>Choose the officer to copy</source>
        <translation>コピーする重役を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="296"/>
        <source>Choose a company (its executive officer comes with it)</source>
        <translation>企業を選んでください（重役も一緒に取ります）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="299"/>
        <source>Choose a starting contract</source>
        <translation>初期契約を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="300"/>
        <source>Choose the turn position to bid for</source>
        <translation>入札する手番を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="301"/>
        <source>Choose your bid (VP paid if it wins)</source>
        <translation>入札額を選んでください（落札したらVPを払います）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="302"/>
        <source>Choose one</source>
        <translation>1つ選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="304"/>
        <source>Choose</source>
        <translation>選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="312"/>
        <source>Construction</source>
        <translation>建設</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="314"/>
        <source>Copy an officer (Mahiri Sekibo)</source>
        <translation>重役をコピー（マヒリ・セキボ）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="320"/>
        <source>Decline</source>
        <translation>行わない</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="321"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="322"/>
        <source>Produce</source>
        <translation>発電する</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="323"/>
        <source>Take a company</source>
        <translation>企業を取る</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="324"/>
        <source>Bid for a turn position</source>
        <translation>手番に入札する</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="325"/>
        <source>Take machinery</source>
        <translation>重機を受け取る</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="326"/>
        <source>Put drops on headstreams</source>
        <translation>源流に水を置く</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="333"/>
        <location filename="../../app/games/barrage/view/labels.py" line="358"/>
        <source>%1 excavators, %2 mixers</source>
        <translation>掘削機%1、ミキサー%2</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="335"/>
        <source>+ %1 × 3 credits</source>
        <translation>＋%1×3クレジット</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="345"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="366"/>
        <source>Turn position %1</source>
        <translation>手番%1番</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="80"/>
        <source>neutral</source>
        <translation>中立</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="83"/>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="170"/>
        <source>Basin %1 (%2)</source>
        <translation>盆地%1（%2）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="227"/>
        <source>+3 credits</source>
        <translation>+3クレジット</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="262"/>
        <source>Headstream %1</source>
        <translation>源流%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="263"/>
        <source>rounds 1-4: %1</source>
        <translation>ラウンド1～4：%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="266"/>
        <source>Headstream %1: drops added in rounds 1-4: %2. Waiting: %3.</source>
        <translation>源流%1：ラウンド1～4に加わる水 %2。待機中の水：%3。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="284"/>
        <source>Dam space %1, basin %2 (%3)</source>
        <translation>ダム予定地%1、盆地%2（%3）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="290"/>
        <source>Red outline: a base here costs 3 credits more.</source>
        <translation>赤枠：ここにダム基礎を建てるとさらに3クレジット。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="295"/>
        <source>Dam of %1, level %2, holding %3 drop(s)</source>
        <translation>%1のダム、レベル%2、水%3個</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="305"/>
        <source>Conduit %1: production value %2, leads to the powerhouses of basin %3</source>
        <translation>導管%1：発電能力%2、盆地%3の発電所へつながる</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="313"/>
        <location filename="../../app/games/barrage/view/mapview.py" line="334"/>
        <source>Built by %1</source>
        <translation>%1が建設</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="316"/>
        <source>Others pay its owner 1 credit per drop (the owner scores 1 VP each).</source>
        <translation>他のプレイヤーは水1個につき1クレジットを所有者に払います（所有者は1個につき1VP）。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="325"/>
        <source>Powerhouse space %1, basin %2</source>
        <translation>発電所予定地%1、盆地%2</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="330"/>
        <source>Red outline: building here costs 3 credits more.</source>
        <translation>赤枠：ここに建てるとさらに3クレジット。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/scene.py" line="37"/>
        <source>Setup</source>
        <translation>準備</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/scene.py" line="38"/>
        <source>Turn-order auction</source>
        <translation>手番順オークション</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/scene.py" line="39"/>
        <source>Choosing companies</source>
        <translation>企業の選択</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/scene.py" line="40"/>
        <source>Income</source>
        <translation>収入フェイズ</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/scene.py" line="41"/>
        <source>Actions</source>
        <translation>アクションフェイズ</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/scene.py" line="42"/>
        <source>Water flow</source>
        <translation>水流フェイズ</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/scene.py" line="43"/>
        <source>Scoring</source>
        <translation>得点フェイズ</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/scene.py" line="44"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/scene.py" line="99"/>
        <source>Round %1 of 5</source>
        <translation>ラウンド %1／5</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../app/ui/board/view.py" line="59"/>
        <source>Zoom in</source>
        <translation>拡大</translation>
    </message>
    <message>
        <location filename="../../app/ui/board/view.py" line="60"/>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <location filename="../../app/ui/board/view.py" line="61"/>
        <source>Fit the board to the window</source>
        <translation>ボードをウィンドウに合わせる</translation>
    </message>
</context>
<context>
    <name>ChoicePanel</name>
    <message>
        <location filename="../../app/games/barrage/view/panels.py" line="154"/>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/panels.py" line="155"/>
        <source>Confirm</source>
        <translation>確定</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/panels.py" line="156"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <location filename="../../app/shell/filemenu.py" line="32"/>
        <source>{0}, move {1}: {2}</source>
        <translation>{0}、{1}手目：{2}</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="99"/>
        <source>Autosave failed: {0}</source>
        <translation>自動保存に失敗しました：{0}</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="116"/>
        <source>Open game</source>
        <translation>ゲームを開く</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="118"/>
        <source>Hotseat games (*.json);;All files (*)</source>
        <translation>Hotseat のゲーム (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="128"/>
        <source>Cannot open the game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="129"/>
        <source>{0} could not be opened.

{1}</source>
        <translation>{0} を開けませんでした。

{1}</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="151"/>
        <source>Save game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="153"/>
        <source>Hotseat games (*.json)</source>
        <translation>Hotseat のゲーム (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="175"/>
        <source>Cannot save the game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="176"/>
        <source>{0} could not be written.

{1}</source>
        <translation>{0} に書き込めませんでした。

{1}</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="181"/>
        <source>Saved to {0}</source>
        <translation>{0} に保存しました</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../app/ui/controller.py" line="254"/>
        <source>viewing history</source>
        <translation>履歴を表示中です</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="256"/>
        <source>confirm or undo first</source>
        <translation>先に手番を確定するか、取り消してください</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="258"/>
        <source>the game is over</source>
        <translation>ゲームは終了しています</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="261"/>
        <source>not your turn</source>
        <translation>あなたの手番ではありません</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="432"/>
        <source>A bot failed: {0}</source>
        <translation>ボットでエラーが発生しました：{0}</translation>
    </message>
    <message>
        <location filename="../../app/ui/hooks.py" line="26"/>
        <source>This game has no board yet: play from the list of moves.</source>
        <translation>このゲームにはまだボードがありません。合法手の一覧から選んでください。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hooks.py" line="44"/>
        <source>this game has no pieces to drop</source>
        <translation>このゲームにはドロップできる駒がありません</translation>
    </message>
    <message>
        <location filename="../../app/ui/hooks.py" line="59"/>
        <source>No rules summary for this game yet.</source>
        <translation>このゲームのルール概要はまだありません。</translation>
    </message>
</context>
<context>
    <name>GameEndDialog</name>
    <message>
        <location filename="../../app/shell/enddialog.py" line="45"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../app/shell/enddialog.py" line="50"/>
        <source>{0} wins!</source>
        <translation>{0} の勝ち！</translation>
    </message>
    <message>
        <location filename="../../app/shell/enddialog.py" line="52"/>
        <source>{0} share the win!</source>
        <translation>{0} が同点で勝利！</translation>
    </message>
    <message>
        <location filename="../../app/shell/enddialog.py" line="63"/>
        <source>Rematch</source>
        <translation>再戦</translation>
    </message>
    <message>
        <location filename="../../app/shell/enddialog.py" line="64"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../../app/shell/enddialog.py" line="84"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
</context>
<context>
    <name>GameLogPanel</name>
    <message>
        <location filename="../../app/ui/widgets/log.py" line="72"/>
        <source>Click to view the board after this move</source>
        <translation>クリックすると、この手の後の盤面を表示します</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../../app/shell/gamepage.py" line="127"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../../app/shell/gamepage.py" line="128"/>
        <source>Legal moves</source>
        <translation>合法手</translation>
    </message>
    <message>
        <location filename="../../app/shell/gamepage.py" line="129"/>
        <source>Game log (click a move to view it)</source>
        <translation>ゲーム記録（手をクリックするとその盤面を表示）</translation>
    </message>
    <message>
        <location filename="../../app/shell/gamepage.py" line="132"/>
        <source>Private to {0}</source>
        <translation>{0} だけの情報</translation>
    </message>
</context>
<context>
    <name>HandoffPage</name>
    <message>
        <location filename="../../app/ui/widgets/handoff.py" line="60"/>
        <source>Pass to {0}</source>
        <translation>{0} に交代してください</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/handoff.py" line="62"/>
        <source>Only {0} should look at the screen now. Click when ready.</source>
        <translation>ここからは {0} だけが画面を見てください。準備ができたらクリックしてください。</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/handoff.py" line="64"/>
        <source>I am {0}: show my turn</source>
        <translation>{0} です：手番を表示</translation>
    </message>
</context>
<context>
    <name>LegalMovesPanel</name>
    <message>
        <location filename="../../app/ui/widgets/moves.py" line="65"/>
        <source>Filter moves…</source>
        <translation>手を絞り込む…</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/moves.py" line="66"/>
        <source>Filter the legal moves</source>
        <translation>合法手を絞り込む</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/moves.py" line="67"/>
        <source>Legal moves</source>
        <translation>合法手</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/moves.py" line="68"/>
        <source>No moves for you right now.</source>
        <translation>今は指せる手がありません。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/shell/window.py" line="129"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../../app/shell/window.py" line="130"/>
        <source>The Japanese translation is missing from this installation.</source>
        <translation>このインストールには日本語の翻訳が含まれていません。</translation>
    </message>
    <message>
        <location filename="../../app/shell/window.py" line="200"/>
        <source>Not available</source>
        <translation>利用できません</translation>
    </message>
    <message>
        <location filename="../../app/shell/window.py" line="200"/>
        <source>This game cannot be played yet.</source>
        <translation>このゲームはまだ遊べません。</translation>
    </message>
    <message>
        <location filename="../../app/shell/window.py" line="243"/>
        <source>Start or open a game to print its setup.</source>
        <translation>セットアップを印刷するには、ゲームを始めるか開いてください。</translation>
    </message>
    <message>
        <location filename="../../app/shell/window.py" line="251"/>
        <source>Print setup</source>
        <translation>セットアップの印刷</translation>
    </message>
    <message>
        <location filename="../../app/shell/window.py" line="322"/>
        <source>Start a game to read its rules summary. Playable now: {0}.</source>
        <translation>ルール概要はゲームを始めると読めます。現在遊べるゲーム：{0}。</translation>
    </message>
    <message>
        <location filename="../../app/shell/window.py" line="327"/>
        <source>Rules summary</source>
        <translation>ルール概要</translation>
    </message>
    <message>
        <location filename="../../app/shell/window.py" line="334"/>
        <source>About Hotseat</source>
        <translation>Hotseat について</translation>
    </message>
    <message>
        <location filename="../../app/shell/window.py" line="336"/>
        <source>Hotseat {0}
Heavy board games on one computer: hot-seat play, bots, printed setups. Rules are enforced by the program; art is drawn by the app.</source>
        <translation>Hotseat {0}
1台のコンピューターで遊ぶ重量級ボードゲーム：ホットシート対戦、ボット、セットアップの印刷。ルールはプログラムが守らせ、絵はすべてアプリが描画します。</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../app/shell/menus.py" line="100"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="101"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="102"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="103"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="108"/>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="109"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="110"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="111"/>
        <source>Save &amp;as…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="112"/>
        <source>&amp;Print setup…</source>
        <translation>セットアップの印刷(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="113"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="114"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="115"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="116"/>
        <source>&amp;Confirm turn</source>
        <translation>手番を確定(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="117"/>
        <source>Zoom &amp;in</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="118"/>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="119"/>
        <source>&amp;Fit to window</source>
        <translation>ウィンドウに合わせる(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="120"/>
        <source>&amp;Colour-blind palette</source>
        <translation>色覚に配慮した配色(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="121"/>
        <source>&amp;Rules summary</source>
        <translation>ルール概要(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="122"/>
        <source>&amp;About Hotseat</source>
        <translation>Hotseat について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="126"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="127"/>
        <source>&amp;Text size</source>
        <translation>文字の大きさ(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="128"/>
        <source>&amp;Animation speed</source>
        <translation>アニメーション速度(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="130"/>
        <source>Small</source>
        <translation>小</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="131"/>
        <location filename="../../app/shell/menus.py" line="138"/>
        <source>Normal</source>
        <translation>標準</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="132"/>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="133"/>
        <source>Larger</source>
        <translation>特大</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="136"/>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="137"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="139"/>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../app/shell/newgame.py" line="88"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="93"/>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="105"/>
        <source>Start game</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="114"/>
        <location filename="../../app/shell/newgame.py" line="127"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="119"/>
        <source>{0} (coming soon)</source>
        <translation>{0}（近日公開）</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="128"/>
        <source>Players</source>
        <translation>プレイヤー数</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="132"/>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="134"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="134"/>
        <source>Played by</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="134"/>
        <source>Colour</source>
        <translation>色</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="156"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="157"/>
        <source>Bot (easy)</source>
        <translation>ボット（やさしい）</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="157"/>
        <source>Bot (normal)</source>
        <translation>ボット（ふつう）</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="160"/>
        <source>Setup</source>
        <translation>セットアップ</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="168"/>
        <source>New seed</source>
        <translation>新しいシード</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="170"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="175"/>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="178"/>
        <source>Setup code</source>
        <translation>セットアップコード</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="181"/>
        <source>e.g. TTD-3-4QK2-8NC</source>
        <translation>例：TTD-3-4QK2-8NC</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="183"/>
        <source>Play this setup</source>
        <translation>このセットアップで遊ぶ</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="187"/>
        <source>Setup code to play</source>
        <translation>遊ぶセットアップのコード</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="247"/>
        <source>Setup code not valid: {0}</source>
        <translation>セットアップコードが正しくありません：{0}</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="250"/>
        <source>That setup is for a game not available yet.</source>
        <translation>そのセットアップは、まだ遊べないゲームのものです。</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="265"/>
        <source>Player {0}</source>
        <translation>プレイヤー{0}</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="271"/>
        <source>This game is not available yet.</source>
        <translation>このゲームはまだ遊べません。</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="273"/>
        <source>The seed must be a whole number.</source>
        <translation>シードは整数で入力してください。</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="275"/>
        <source>Each seat needs its own colour.</source>
        <translation>席ごとに違う色を選んでください。</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="277"/>
        <source>Each seat needs its own name.</source>
        <translation>席ごとに違う名前を付けてください。</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../../app/shell/optionsform.py" line="23"/>
        <source>Open scores (collected tiles visible to all)</source>
        <translation>得点公開（獲得したタイルを全員に見せる）</translation>
    </message>
    <message>
        <location filename="../../app/shell/optionsform.py" line="24"/>
        <source>Two-player rules</source>
        <translation>2人用ルール</translation>
    </message>
    <message>
        <location filename="../../app/shell/optionsform.py" line="25"/>
        <source>Setup</source>
        <translation>セットアップ</translation>
    </message>
    <message>
        <location filename="../../app/shell/optionsform.py" line="26"/>
        <source>Turn-order auction</source>
        <translation>手番順オークション</translation>
    </message>
    <message>
        <location filename="../../app/shell/optionsform.py" line="27"/>
        <source>Leeghwater Project expansion</source>
        <translation>レーフワーター・プロジェクト拡張</translation>
    </message>
    <message>
        <location filename="../../app/shell/optionsform.py" line="28"/>
        <source>Introductory setup</source>
        <translation>入門用セットアップ</translation>
    </message>
</context>
<context>
    <name>OptionsForm</name>
    <message>
        <location filename="../../app/shell/optionsform.py" line="81"/>
        <source>This game has no options.</source>
        <translation>このゲームにはオプションがありません。</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <location filename="../../app/ui/palette.py" line="83"/>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <location filename="../../app/ui/palette.py" line="84"/>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <location filename="../../app/ui/palette.py" line="85"/>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location filename="../../app/ui/palette.py" line="86"/>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <location filename="../../app/ui/palette.py" line="87"/>
        <source>Purple</source>
        <translation>紫</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <location filename="../../app/ui/widgets/players.py" line="60"/>
        <source>bot, {0}</source>
        <translation>ボット・{0}</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/players.py" line="63"/>
        <source>to play</source>
        <translation>手番</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/players.py" line="73"/>
        <source>easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/players.py" line="73"/>
        <source>normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/players.py" line="73"/>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
</context>
<context>
    <name>PromptLine</name>
    <message>
        <location filename="../../app/ui/widgets/prompt.py" line="20"/>
        <source>Viewing move {0} of {1}</source>
        <translation>{1}手中の{0}手目を表示中</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/prompt.py" line="24"/>
        <source>Pass the screen to {0}</source>
        <translation>画面を {0} に渡してください</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/prompt.py" line="28"/>
        <source>{0}: confirm your turn or undo</source>
        <translation>{0}：手番を確定するか、取り消してください</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/prompt.py" line="32"/>
        <source>{0} (bot) is thinking…</source>
        <translation>{0}（ボット）が考えています…</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/prompt.py" line="48"/>
        <source>Game over: {0} wins</source>
        <translation>ゲーム終了：{0} の勝ち</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/prompt.py" line="49"/>
        <source>Game over: {0} share the win</source>
        <translation>ゲーム終了：{0} が同点で勝利</translation>
    </message>
</context>
<context>
    <name>Registry</name>
    <message>
        <location filename="../../app/shell/registry.py" line="39"/>
        <source>Through the Desert</source>
        <translation>スルー・ザ・デザート</translation>
    </message>
    <message>
        <location filename="../../app/shell/registry.py" line="40"/>
        <source>Tinners&apos; Trail</source>
        <translation>ティナーズ・トレイル</translation>
    </message>
    <message>
        <location filename="../../app/shell/registry.py" line="41"/>
        <source>Barrage</source>
        <translation>バラージ</translation>
    </message>
    <message>
        <location filename="../../app/shell/registry.py" line="42"/>
        <source>Blood Rage</source>
        <translation>ブラッドレイジ</translation>
    </message>
</context>
<context>
    <name>ReplayBanner</name>
    <message>
        <location filename="../../app/ui/widgets/banner.py" line="48"/>
        <source>Viewing move {0}: {1}</source>
        <translation>{0}手目を表示中：{1}</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/banner.py" line="50"/>
        <source>Viewing the start of the game</source>
        <translation>ゲーム開始時の盤面を表示中</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/banner.py" line="51"/>
        <source>Return to the present</source>
        <translation>現在に戻る</translation>
    </message>
</context>
<context>
    <name>SetupSheet</name>
    <message>
        <location filename="../../app/printing/preview.py" line="68"/>
        <source>Print setup</source>
        <translation>セットアップの印刷</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="18"/>
        <source>Through the Desert</source>
        <translation>スルー・ザ・デザート</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="19"/>
        <source>{title} · 砂漠を抜けて</source>
        <translation>{title}（砂漠を抜けて）</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="20"/>
        <source>Setup for {players} players · seed {seed} · code {code}</source>
        <translation>{players}人用のセットアップ · シード {seed} · コード {code}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="21"/>
        <source>water hole (value)</source>
        <translation>水場（点数）</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="22"/>
        <source>oasis (palm tree)</source>
        <translation>オアシス（椰子の木）</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="23"/>
        <source>mountains</source>
        <translation>山</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="24"/>
        <source>board edge</source>
        <translation>盤の端</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="25"/>
        <source>Oases and water holes</source>
        <translation>オアシスと水場</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="26"/>
        <source>oases</source>
        <translation>オアシス</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="27"/>
        <source>value {value}</source>
        <translation>{value}点</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="28"/>
        <source>Seats: seat 1 starts, then clockwise</source>
        <translation>席：席1から始めて時計回り</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="29"/>
        <source>Seat {seat}</source>
        <translation>席{seat}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="30"/>
        <source>returns the {colour} rider</source>
        <translation>{colour}の騎手を返却</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="31"/>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="32"/>
        <source>pink</source>
        <translation>ピンク</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="33"/>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="34"/>
        <source>purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="35"/>
        <source>turquoise</source>
        <translation>水色</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="36"/>
        <source>Camels beside the board (riders not counted)</source>
        <translation>盤の脇に置くラクダ（騎手ラクダを除く）</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="37"/>
        <source>Setting up</source>
        <translation>準備</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="38"/>
        <source>Use the whole board.</source>
        <translation>盤を全て使います。</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="39"/>
        <source>Use only the part right of the thick line (columns {first}–{last}).</source>
        <translation>太線より右側（{first}～{last}列）だけを使います。</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="42"/>
        <source>Put a palm tree on each oasis and a water-hole tile of the shown value on each numbered space ({used} tiles; {unused} go back in the box).</source>
        <translation>各オアシスに椰子の木を置き、数字のあるマスにはその点数の水場を置きます（{used}枚。残りの{unused}枚は箱に戻します）。</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="47"/>
        <source>Put a palm tree on each oasis and a water-hole tile of the shown value on each numbered space (all {used} tiles).</source>
        <translation>各オアシスに椰子の木を置き、数字のあるマスにはその点数の水場を置きます（{used}枚すべて）。</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="52"/>
        <source>Each player seats a rider on one camel of each colour listed for their seat.</source>
        <translation>各プレイヤーは、自分の席に書かれた色のラクダ一つずつに騎手を座らせます。</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="56"/>
        <source>Every space shows its name (column letter + row number), as in the lists.</source>
        <translation>各マスには一覧と同じ名前（列の文字＋行の番号）が書かれています。</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="60"/>
        <location filename="../../app/printing/sheet_strings.py" line="117"/>
        <source>Setup code</source>
        <translation>セットアップコード</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="61"/>
        <location filename="../../app/printing/sheet_strings.py" line="118"/>
        <source>Seed {seed}</source>
        <translation>シード {seed}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="62"/>
        <location filename="../../app/printing/sheet_strings.py" line="119"/>
        <source>Play this setup: Game ▸ New game… ▸ Play this setup, code {code}</source>
        <translation>このセットアップで遊ぶ：ゲーム ▸ 新しいゲーム… ▸ このセットアップで遊ぶ、コード {code}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="68"/>
        <source>Barrage</source>
        <translation>バラージ</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="69"/>
        <source>Introductory setup</source>
        <translation>入門用セットアップ</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="70"/>
        <source>{kind} for {players} players · seed {seed} · code {code}</source>
        <translation>{players}人用の{kind} · シード {seed} · コード {code}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="71"/>
        <source>Headstream tiles (drops in rounds 1–4)</source>
        <translation>源流タイル（ラウンド1～4に加わる水）</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="72"/>
        <source>{slot} above basin {basin}: tile {tile} ({drops})</source>
        <translation>盆地{basin}の上の{slot}：タイル{tile}（{drops}）</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="73"/>
        <source>Neutral dams ({drops} drop each)</source>
        <translation>中立ダム（水{drops}個ずつ）</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="74"/>
        <source>{area}: basin {basin}, space {space}, level {level}</source>
        <translation>{area}：盆地{basin}、予定地{space}、レベル{level}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="75"/>
        <source>Mountains</source>
        <translation>山岳</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="76"/>
        <source>Hills</source>
        <translation>丘陵</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="77"/>
        <source>Plains</source>
        <translation>平原</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="78"/>
        <source>Bonus tiles on the energy track</source>
        <translation>発電トラックのボーナスタイル</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="79"/>
        <source>{vp} VP per powerhouse built</source>
        <translation>建てた発電所1個につき{vp}VP</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="80"/>
        <source>Round {round}: {tile}</source>
        <translation>ラウンド{round}：{tile}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="81"/>
        <source>{vp} VP per conduit built</source>
        <translation>建てた導管1個につき{vp}VP</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="82"/>
        <source>{vp} VP per elevation built</source>
        <translation>建てたダム上部1個につき{vp}VP</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="83"/>
        <source>{vp} VP per contract fulfilled</source>
        <translation>達成した契約1枚につき{vp}VP</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="84"/>
        <source>{vp} VP per base built</source>
        <translation>建てたダム基礎1個につき{vp}VP</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="85"/>
        <source>Objective tile ({vp} VP)</source>
        <translation>目的タイル（{vp}VP）</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="86"/>
        <source>Structures in the area where you have the fewest</source>
        <translation>自分の建物がもっとも少ない地形の建物数</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="87"/>
        <source>National contracts</source>
        <translation>国家契約</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="88"/>
        <source>#{id}: {energy} energy → {reward}</source>
        <translation>#{id}：発電量{energy} → {reward}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="89"/>
        <source>{n} VP</source>
        <translation>{n}VP</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="90"/>
        <source>machinery of choice ×{n}</source>
        <translation>好きな重機×{n}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="91"/>
        <source>Private contracts face up</source>
        <translation>表向きの個別契約</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="92"/>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="93"/>
        <source>mixers ×{n}</source>
        <translation>ミキサー×{n}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="94"/>
        <source>credits ×{n}</source>
        <translation>クレジット×{n}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="95"/>
        <source>drops on headstreams ×{n}</source>
        <translation>源流に水×{n}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="96"/>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="97"/>
        <source>free base ({areas})</source>
        <translation>無料のダム基礎（{areas}）</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="98"/>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="99"/>
        <source>free conduit (value ≤ {n})</source>
        <translation>無料の導管（発電能力{n}以下）</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="100"/>
        <source>Patent office</source>
        <translation>特許事務所</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="101"/>
        <source>None in the introductory setup; every company takes a joker tile.</source>
        <translation>入門用セットアップでは使いません。各企業はワイルドタイルを受け取ります。</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="104"/>
        <source>Player {seat}</source>
        <translation>プレイヤー{seat}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="105"/>
        <source>Companies by turn position</source>
        <translation>手番順の企業</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="106"/>
        <source>energy ×{n}</source>
        <translation>発電量×{n}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="107"/>
        <source>{position}. {player}: {company} · {officer} · starting contract {contract}</source>
        <translation>{position}. {player}：{company} · {officer} · 初期契約{contract}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="110"/>
        <source>USA</source>
        <translation>アメリカ</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="111"/>
        <source>wheel turns ×{n}</source>
        <translation>ホイール回転×{n}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="112"/>
        <source>Germany</source>
        <translation>ドイツ</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="113"/>
        <source>tile {tile}</source>
        <translation>タイル{tile}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="114"/>
        <source>neutral dam (its level)</source>
        <translation>中立ダム（数字はレベル）</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="115"/>
        <source>red-outlined space (+3 credits)</source>
        <translation>赤枠マス（+3クレジット）</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="116"/>
        <source>powerhouse space</source>
        <translation>発電所予定地</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="122"/>
        <source>Turn-order auction</source>
        <translation>手番順オークション</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="123"/>
        <source>Bidding order: {order}</source>
        <translation>入札順：{order}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="124"/>
        <source>After the auction, by turn position:</source>
        <translation>オークションの後、手番順に：</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="125"/>
        <source>{position}. {company} · {officer} · starting contract {contract}</source>
        <translation>{position}. {company} · {officer} · 初期契約{contract}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="128"/>
        <source>Italy</source>
        <translation>イタリア</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="129"/>
        <source>France</source>
        <translation>フランス</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="130"/>
        <source>Standard setup</source>
        <translation>通常のセットアップ</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="131"/>
        <source>Dams linked by an own conduit to an own powerhouse</source>
        <translation>自分の導管で自分の発電所とつながる自分のダム</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="132"/>
        <source>{level} {structure}</source>
        <translation>上級{level}{structure}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="133"/>
        <source>base</source>
        <translation>ダム基礎</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="134"/>
        <source>Slot {slot}: {tile}</source>
        <translation>公開{slot}：{tile}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="135"/>
        <source>powerhouse</source>
        <translation>発電所</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="136"/>
        <source>joker</source>
        <translation>ワイルド</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="137"/>
        <source>The other {count} advanced tiles: decks I, II, III, shuffled.</source>
        <translation>残りの上級技術タイル{count}枚：山札Ⅰ・Ⅱ・Ⅲに分けて混ぜる。</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="140"/>
        <source>Turn order: {order}</source>
        <translation>手番順：{order}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="141"/>
        <source>Each player takes one pair and one starting contract, in reverse turn order ({player} first):</source>
        <translation>手番の逆順（{player}から）に、各プレイヤーは企業と重役のセット1組と初期契約1枚を取ります：</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="146"/>
        <source>Companies and officers: {pairs}</source>
        <translation>企業と重役：{pairs}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="147"/>
        <source>Starting contracts:</source>
        <translation>初期契約：</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="148"/>
        <source>Each player takes one pair and one starting contract, in reverse turn order:</source>
        <translation>手番の逆順に、各プレイヤーは企業と重役のセット1組と初期契約1枚を取ります：</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="151"/>
        <source>elevation</source>
        <translation>ダム上部</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="152"/>
        <source>Basins with at least 3 own structures (not 11 and 12)</source>
        <translation>自分の建物が3個以上ある盆地（11と12を除く）</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="153"/>
        <source>drops that flow now ×{n}</source>
        <translation>すぐ流す水×{n}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="154"/>
        <source>free powerhouse ×{n}</source>
        <translation>無料の発電所×{n}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="155"/>
        <source>free base</source>
        <translation>無料のダム基礎</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="156"/>
        <source>conduit</source>
        <translation>導管</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="157"/>
        <source>{vp} VP per advanced technology tile</source>
        <translation>上級技術タイル1枚につき{vp}VP</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="158"/>
        <source>Structures in the area where you have the most</source>
        <translation>自分の建物がもっとも多い地形の建物数</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="159"/>
        <source>excavators ×{n}</source>
        <translation>掘削機×{n}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="160"/>
        <source>Extra officer for Mahiri Sekibo to copy: {names}</source>
        <translation>マヒリ・セキボがコピーできる追加の重役：{names}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="161"/>
        <source>free elevation ×{n}</source>
        <translation>無料のダム上部×{n}</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="162"/>
        <source>Basins with at least 1 own structure</source>
        <translation>自分の建物が1個以上ある盆地</translation>
    </message>
    <message>
        <location filename="../../app/printing/sheet_strings.py" line="163"/>
        <source>Bases and powerhouses on red-outlined spaces</source>
        <translation>赤枠マスにある自分のダム基礎と発電所</translation>
    </message>
</context>
<context>
    <name>ThroughTheDesert</name>
    <message>
        <location filename="../../app/games/through_the_desert/controller.py" line="244"/>
        <source>that is not a piece of this game</source>
        <translation>このゲームの駒ではありません</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/controller.py" line="249"/>
        <source>put the piece on a desert space</source>
        <translation>駒は砂漠のマスに置いてください</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/controller.py" line="320"/>
        <source>Riders to place</source>
        <translation>残りの騎手</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/controller.py" line="325"/>
        <source>Camels placed</source>
        <translation>置いたラクダ</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="79"/>
        <source>%1 tiles</source>
        <translation>%1 枚</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/controller.py" line="329"/>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="249"/>
        <source>Water holes</source>
        <translation>水場</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/controller.py" line="331"/>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="250"/>
        <source>Oasis tiles</source>
        <translation>オアシスタイル</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/controller.py" line="334"/>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="251"/>
        <source>Enclosed spaces</source>
        <translation>領地のマス</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/controller.py" line="337"/>
        <source>Largest caravans</source>
        <translation>最長キャラバン</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/controller.py" line="351"/>
        <source>%1 (tied)</source>
        <translation>%1（同数）</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="78"/>
        <source>1 tile</source>
        <translation>1 枚</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="85"/>
        <source>1 point</source>
        <translation>1 点</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="91"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="123"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="139"/>
        <source>%1 rider camel: drag it onto a free desert space</source>
        <translation>%1の騎手：空いている砂漠のマスへドラッグしてください</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="147"/>
        <source>%1 camel: %2 left in the supply; your caravan has %3</source>
        <translation>%1のラクダ：ストック残り%2頭、あなたのキャラバンは%3頭</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="159"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: rider camels to place</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：置く騎手</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="162"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: camels (number left in the shared supply)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：ラクダ（共通ストックの残り数）</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="252"/>
        <source>Largest caravans (if the game ended now)</source>
        <translation>最長キャラバン（今終わった場合）</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="255"/>
        <source>Total so far</source>
        <translation>現在の合計</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="269"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: your water holes and points</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：あなたの水場と得点</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="86"/>
        <source>%1 points</source>
        <translation>%1 点</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="28"/>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="29"/>
        <source>pink</source>
        <translation>ピンク</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="30"/>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="31"/>
        <source>purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="32"/>
        <source>turquoise</source>
        <translation>水色</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="40"/>
        <source>Central mountain range: no piece may go here; it helps to close areas</source>
        <translation>中央の山脈：駒は置けません。領地を囲むのに使えます</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="44"/>
        <source>Mountains: no piece may go here; like the board edge they help to close areas</source>
        <translation>山：駒は置けません。盤の端と同じように領地を囲むのに使えます</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="52"/>
        <source>Dividing line: the part beyond it is used with 4-5 players only</source>
        <translation>境界線：この先は4～5人プレイのときだけ使います</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="60"/>
        <source>Oasis: each caravan that reaches a space next to it scores an oasis tile (5 points) once</source>
        <translation>オアシス：隣のマスに届いたキャラバンはそれぞれ一度だけオアシスチップ（5点）を得ます</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="66"/>
        <source>Water hole worth %1: the camel placed here takes it; no rider may go here</source>
        <translation>水場（%1点）：ここにラクダを置くと取れます。騎手は置けません</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="74"/>
        <source>Next to an oasis: no rider may go here; a caravan reaching this space scores the oasis</source>
        <translation>オアシスの隣：騎手は置けません。ここに届いたキャラバンはオアシスの得点を得ます</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="84"/>
        <source>Area enclosed by %1: closed to the other players (an oasis space scores no area point)</source>
        <translation>%1 が囲んだ領地：ほかのプレイヤーは置けません（オアシスのマスは領地の得点になりません）</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="90"/>
        <source>Area enclosed by %1: closed to the other players; 1 point at the end</source>
        <translation>%1 が囲んだ領地：ほかのプレイヤーは置けません。終了時に1点</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="108"/>
        <source>Space %1</source>
        <translation>マス %1</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="79"/>
        <source>Desert</source>
        <translation>砂漠</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="114"/>
        <source>%1 rider camel of %2</source>
        <translation>%2 の%1の騎手</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="116"/>
        <source>%1 camel of %2</source>
        <translation>%2 の%1のラクダ</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="124"/>
        <source>Last placement</source>
        <translation>最後に置かれた駒</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <location filename="../../app/ui/widgets/turnbar.py" line="44"/>
        <source>Confirm turn</source>
        <translation>手番を確定</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/turnbar.py" line="45"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/turnbar.py" line="46"/>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../../app/shell/welcome.py" line="97"/>
        <source>Heavy board games for one screen: hot-seat, bots, printed setups</source>
        <translation>1つの画面で遊ぶ重量級ボードゲーム：ホットシート、ボット、セットアップの印刷</translation>
    </message>
    <message>
        <location filename="../../app/shell/welcome.py" line="100"/>
        <source>An interrupted game was found: {0}. Resume it?</source>
        <translation>中断したゲームがあります：{0}。再開しますか？</translation>
    </message>
    <message>
        <location filename="../../app/shell/welcome.py" line="102"/>
        <source>Resume the interrupted game</source>
        <translation>中断したゲームを再開</translation>
    </message>
    <message>
        <location filename="../../app/shell/welcome.py" line="103"/>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <location filename="../../app/shell/welcome.py" line="104"/>
        <source>Open a saved game…</source>
        <translation>保存したゲームを開く…</translation>
    </message>
</context>
</TS>
