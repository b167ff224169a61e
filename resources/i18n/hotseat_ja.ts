<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>Barrage</name>
    <message>
        <location filename="../../app/games/barrage/view/stepview.py" line="83"/>
        <source>Confirm: %1</source>
        <translation>確定：%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="489"/>
        <source>Company</source>
        <translation>企業</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="493"/>
        <source>Officer</source>
        <translation>重役</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="476"/>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="478"/>
        <source>Energy</source>
        <translation>発電量</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="477"/>
        <source>Credits</source>
        <translation>クレジット</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="472"/>
        <source>%1 / %2</source>
        <translation>%1／%2</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="102"/>
        <source>Tabs: the map, the action spaces, energy and contracts, each company</source>
        <translation>タブ：地図、アクションスペース、発電量と契約、各企業</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="109"/>
        <source>Your company board: pieces left, incomes they uncover, build spaces</source>
        <translation>自分の企業ボード：残りのコマ、それで開放される収入、建設スペース</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="116"/>
        <source>Your pieces: drag one onto the map</source>
        <translation>自分のコマ：地図へドラッグします</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="120"/>
        <source>Choices of the move being made, then Confirm</source>
        <translation>組み立て中の手の選択肢。最後に「確定」</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="190"/>
        <source>%1 (your move: %2)</source>
        <translation>%1（選択中の手：%2）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="481"/>
        <source>Excavators / mixers</source>
        <translation>掘削機／ミキサー</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="479"/>
        <source>Engineers left</source>
        <translation>残りの技術者</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/controller.py" line="485"/>
        <source>Contracts (hand / fulfilled)</source>
        <translation>契約（手持ち／達成）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/stepview.py" line="100"/>
        <source>Changes: %1</source>
        <translation>変化：%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="208"/>
        <source>Energy track</source>
        <translation>発電トラック</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="239"/>
        <location filename="../../app/games/barrage/view/screen.py" line="198"/>
        <source>Contracts</source>
        <translation>契約</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="325"/>
        <source>Round %1 bonus</source>
        <translation>ラウンド%1ボーナス</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="332"/>
        <source>Round bonus: %1. Nothing under 6 energy; 4 VP less per section short.</source>
        <translation>ラウンドボーナス：%1。発電量6未満なら得点なし。届かないエリア1つにつき4VP減。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="340"/>
        <source>Objective (end: 15/10/5 VP)</source>
        <translation>目的タイル（終了時15/10/5VP）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="351"/>
        <source>%1 left</source>
        <translation>残り%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="422"/>
        <source>%1+ players</source>
        <translation>%1人以上</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/choices.py" line="123"/>
        <source>Turn position %1 (bid to beat: %2 VP)</source>
        <translation>手番%1番（現在の入札：%2VP）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="436"/>
        <source>Construction wheel: tile and machinery go into the open segment (top) and come back after a full turn.</source>
        <translation>建設ホイール：タイルと重機は開放マス（上）に置かれ、ホイールが1周すると戻ってきます。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="243"/>
        <source>Executive officer</source>
        <translation>重役</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="193"/>
        <source>company not chosen yet</source>
        <translation>企業は未選択</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="263"/>
        <source>%1 (%2 left)</source>
        <translation>%1（残り%2）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="268"/>
        <source>Built pieces uncover incomes, gained now and in every income phase.</source>
        <translation>建てたコマの下の収入が開放され、すぐに得て、以後の収入フェイズでも毎回得ます。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="278"/>
        <source>ability</source>
        <translation>個別能力</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="280"/>
        <source>+%1 production</source>
        <translation>発電+%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="311"/>
        <source>Build %1</source>
        <translation>建設%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="314"/>
        <source>+%1 credits</source>
        <translation>+%1クレジット</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="378"/>
        <source>Contracts fulfilled: %1</source>
        <translation>達成した契約：%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="441"/>
        <source>The number on a segment: turns of the wheel before its contents come back.</source>
        <translation>区間の数字：中身が戻ってくるまでにホイールが回る区間数です。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/company.py" line="445"/>
        <source>In the segments, by turns before they come back:</source>
        <translation>各区間の中身（戻ってくるまでの区間数の順）：</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/boards.py" line="282"/>
        <source>Here: %1</source>
        <translation>ここにいる人：%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="68"/>
        <source>Technology tile: %1.</source>
        <translation>技術タイル：%1。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="74"/>
        <source>Builds without engineers.</source>
        <translation>技術者を置かずに建設します。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="76"/>
        <source>Builds any structure.</source>
        <translation>どの建物も建設できます。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="102"/>
        <source>Company ability (after the 3rd powerhouse):</source>
        <translation>個別能力（発電所3個目から）：</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="108"/>
        <source>Executive officer:</source>
        <translation>重役：</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="123"/>
        <location filename="../../app/games/barrage/view/lwpwords.py" line="28"/>
        <source>Red outline: %1 credits more</source>
        <translation>赤枠：さらに%1クレジット</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="128"/>
        <source>Never closed: anyone may use it.</source>
        <translation>埋まることはなく、誰でも使えます。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="131"/>
        <location filename="../../app/games/barrage/view/lwpwords.py" line="24"/>
        <source>Only with %1+ players</source>
        <translation>%1人以上のときのみ</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="146"/>
        <source>Choose an action</source>
        <translation>アクションを選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="147"/>
        <source>Choose the technology tile</source>
        <translation>技術タイルを選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="148"/>
        <source>Choose the structure</source>
        <translation>建物を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="149"/>
        <source>Choose where to build</source>
        <translation>建てる場所を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="150"/>
        <source>Choose how to pay</source>
        <translation>支払い方を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="151"/>
        <source>Choose the dam the water comes from</source>
        <translation>水を出すダムを選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="152"/>
        <source>Choose the conduit</source>
        <translation>導管を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="153"/>
        <source>Choose the powerhouse</source>
        <translation>発電所を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="154"/>
        <source>Choose how many drops</source>
        <translation>使う水の数を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="155"/>
        <source>Choose the headstreams</source>
        <translation>源流を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="156"/>
        <source>Choose how many engineers</source>
        <translation>技術者の人数を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="157"/>
        <source>Choose the contracts</source>
        <translation>契約を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="158"/>
        <source>Choose contracts to give up</source>
        <translation>捨てる契約を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="159"/>
        <source>Choose the machinery</source>
        <translation>重機を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="160"/>
        <source>Choose the officer to copy</source>
        <translation>コピーする重役を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="161"/>
        <source>Choose a company (its executive officer comes with it)</source>
        <translation>企業を選んでください（重役も一緒に取ります）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="164"/>
        <source>Choose a starting contract</source>
        <translation>初期契約を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="165"/>
        <source>Choose the turn position to bid for</source>
        <translation>入札する手番を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="166"/>
        <source>Choose your bid (VP paid if it wins)</source>
        <translation>入札額を選んでください（落札したらVPを払います）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="167"/>
        <source>Choose one</source>
        <translation>1つ選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="168"/>
        <source>Choose the private building</source>
        <translation>私有建物を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="169"/>
        <source>Choose what the action takes</source>
        <translation>アクションの対象を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="170"/>
        <source>Choose where the machinery goes</source>
        <translation>重機の行き先を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="171"/>
        <source>Choose the free advanced tile</source>
        <translation>無料の上級技術タイルを選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="173"/>
        <location filename="../../app/games/barrage/view/labels.py" line="199"/>
        <source>Choose</source>
        <translation>選んでください</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="181"/>
        <source>Construction</source>
        <translation>建設</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="189"/>
        <source>Decline</source>
        <translation>見送る</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="190"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="191"/>
        <source>Produce</source>
        <translation>発電する</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="192"/>
        <source>Take a company</source>
        <translation>企業を取る</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="193"/>
        <source>Bid for a turn position</source>
        <translation>希望する手番に入札する</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="194"/>
        <source>Take machinery</source>
        <translation>重機を受け取る</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="195"/>
        <source>Put drops on headstreams</source>
        <translation>源流に水を置く</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="196"/>
        <source>Put a drop into a dam</source>
        <translation>ダムに水を1個置く</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="197"/>
        <source>It was the architect</source>
        <translation>建築家だった</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="226"/>
        <source>Turn position %1</source>
        <translation>手番%1番</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="233"/>
        <source>Machinery onto the wheel with Leslie&apos;s tile</source>
        <translation>レスリーのタイルと一緒に重機をホイールへ</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="235"/>
        <source>Machinery to the general supply</source>
        <translation>重機を共通サプライへ</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="238"/>
        <source>No tile</source>
        <translation>タイルなし</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="253"/>
        <location filename="../../app/games/barrage/view/labels.py" line="277"/>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="195"/>
        <source>External work space %1</source>
        <translation>外注仕事スペース%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="256"/>
        <source>Use %1</source>
        <translation>%1を使う</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="257"/>
        <source>Use %1 with the building tile</source>
        <translation>私有建物タイルで%1を使う</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/labels.py" line="265"/>
        <source>Officer&apos;s space: use one of your private buildings again</source>
        <translation>重役のスペース：自分の私有建物をもう一度使う</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="92"/>
        <source>neutral</source>
        <translation>中立</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="95"/>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="221"/>
        <location filename="../../app/games/barrage/view/mapview.py" line="262"/>
        <source>→ %1</source>
        <translation>→%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="283"/>
        <source>Red outline:
3 credits more</source>
        <translation>赤枠：
3クレジット多い</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="287"/>
        <source>Building on a space with a red outline costs 3 credits more.</source>
        <translation>赤枠のマスに建設するには、3クレジット多く支払います。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="301"/>
        <source>rounds 1-4: %1</source>
        <translation>ラウンド1〜4：%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="324"/>
        <source>Red outline: a base here costs 3 credits more.</source>
        <translation>赤枠：ここにダム基礎を建てるとさらに3クレジット。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="76"/>
        <source>External works (2 engineers; machinery to the supply)</source>
        <translation>外注仕事（技術者2人。重機は共通サプライへ）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="83"/>
        <source>Private buildings (built with the building tile)</source>
        <translation>私有建物（私有建物タイルで建設）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="90"/>
        <source>Built by (one piece per company; red: +3 credits)</source>
        <translation>建設した企業（1社1個まで。赤枠：＋3クレジット）</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="96"/>
        <source>Action spaces: only its builders, once a round; the first takes the left</source>
        <translation>アクションスペース：建てた企業だけが1ラウンドに1回。最初の企業が左のスペース</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="103"/>
        <source>Building pieces of each company</source>
        <translation>各企業の私有建物コマ</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="198"/>
        <source>Taken</source>
        <translation>実行済み</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="200"/>
        <source>Empty</source>
        <translation>空き</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="207"/>
        <source>New external works are drawn at the end of the round.</source>
        <translation>ラウンド終了時に新しい外注仕事が公開されます。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="228"/>
        <source>2 engineers; the machinery goes to the general supply; keep the tile.</source>
        <translation>技術者2人。重機は共通サプライに戻し、タイルは手元に残します。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="251"/>
        <source>Build: %1 on the wheel with the building tile.</source>
        <translation>建設：私有建物タイルと一緒に%1をホイールに置きます。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="254"/>
        <source>Action: %1</source>
        <translation>アクション：%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="257"/>
        <source>End of the game: %1 for each company that built it.</source>
        <translation>ゲーム終了時：建てた企業はそれぞれ%1を得ます。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="281"/>
        <location filename="../../app/games/barrage/view/mapview.py" line="343"/>
        <location filename="../../app/games/barrage/view/mapview.py" line="359"/>
        <source>Built by %1</source>
        <translation>%1が建設</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="313"/>
        <source>no cost</source>
        <translation>支払いなし</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="338"/>
        <source>Used this round by %1</source>
        <translation>このラウンドの使用者：%1</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="355"/>
        <source>%1 of %2 left</source>
        <translation>残り%1／%2</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/leeghwater.py" line="362"/>
        <source>Building pieces: placed from the left onto the private buildings built.</source>
        <translation>私有建物コマ：左から順に、建てた私有建物に置きます。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/lwpwords.py" line="31"/>
        <source>Free building space</source>
        <translation>空いている建設スペース</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/lwpwords.py" line="43"/>
        <source>architect used</source>
        <translation>建築家：使用済み</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/lwpwords.py" line="45"/>
        <source>architect ready</source>
        <translation>建築家：未使用</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/lwpwords.py" line="48"/>
        <source>2nd use on the officer space</source>
        <translation>重役のマスで2回目の使用</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/lwpwords.py" line="50"/>
        <source>Leslie&apos;s tile in supply</source>
        <translation>レスリーのタイル：手元</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/lwpwords.py" line="52"/>
        <source>Leslie&apos;s tile on the wheel</source>
        <translation>レスリーのタイル：ホイール上</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="346"/>
        <source>Others pay its owner 1 credit per drop (the owner scores 1 VP each).</source>
        <translation>他のプレイヤーは水1個につき1クレジットを所有者に払います（所有者は1個につき1VP）。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/mapview.py" line="355"/>
        <source>Red outline: building here costs 3 credits more.</source>
        <translation>赤枠：ここに建てるとさらに3クレジット。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/scene.py" line="137"/>
        <source>Round %1 of 5</source>
        <translation>ラウンド%1／5</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/screen.py" line="211"/>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/screen.py" line="213"/>
        <source>Actions</source>
        <translation>アクション</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/screen.py" line="215"/>
        <source>Energy · contracts</source>
        <translation>発電量・契約</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/screen.py" line="217"/>
        <source>Leeghwater</source>
        <translation>レーフワーテル</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/screen.py" line="253"/>
        <source>%1&apos;s company board is shown large at the left.</source>
        <translation>%1の企業ボードは左に大きく表示されています。</translation>
    </message>
    <message>
        <location filename="../../app/games/barrage/view/screen.py" line="293"/>
        <source>Company of %1</source>
        <translation>%1の企業</translation>
    </message>
</context>
<context>
    <name>BloodRage</name>
    <message>
        <location filename="../../app/games/blood_rage/view/screen.py" line="155"/>
        <source>Board and Age track</source>
        <translation>ボードと時代トラック</translation>
    </message>
    <message>
        <location filename="../../app/games/blood_rage/view/screen.py" line="156"/>
        <source>Clan sheets</source>
        <translation>氏族シート</translation>
    </message>
    <message>
        <location filename="../../app/games/blood_rage/view/screen.py" line="157"/>
        <source>Your cards</source>
        <translation>自分のカード</translation>
    </message>
    <message>
        <location filename="../../app/games/blood_rage/view/screen.py" line="164"/>
        <source>Your cards are shown large above, in the “Your cards” tab.</source>
        <translation>カードは上の「自分のカード」タブに大きく表示されています。</translation>
    </message>
    <message>
        <location filename="../../app/games/blood_rage/controller.py" line="157"/>
        <source>the cards in each player&apos;s hand, draft offers, quests and battle cards</source>
        <translation>各プレイヤーの手札、ドラフトで回ってきたカード、クエスト、戦闘カード</translation>
    </message>
</context>
<context>
    <name>BoardController</name>
    <message>
        <location filename="../../app/ui/boardcontroller.py" line="144"/>
        <source>That piece can go nowhere now: the list of moves shows what you can do.</source>
        <translation>今そのコマを置ける場所はありません。できることは、選べる手の一覧で確認できます。</translation>
    </message>
    <message>
        <location filename="../../app/ui/boardcontroller.py" line="204"/>
        <source>Nothing happens: drop the card on the board, or click it.</source>
        <translation>何も起きません。カードは盤面の上で離すか、クリックしてください。</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../app/ui/board/view.py" line="67"/>
        <source>Zoom in</source>
        <translation>拡大</translation>
    </message>
    <message>
        <location filename="../../app/ui/board/view.py" line="68"/>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <location filename="../../app/ui/board/view.py" line="69"/>
        <source>Fit the board to the window</source>
        <translation>ボードをウィンドウに合わせる</translation>
    </message>
</context>
<context>
    <name>BotCountDialog</name>
    <message>
        <location filename="../../app/shell/botcount.py" line="24"/>
        <source>Learn a game</source>
        <translation>ゲームを覚える</translation>
    </message>
    <message>
        <location filename="../../app/shell/botcount.py" line="26"/>
        <source>How many easy bots do you want to play against?</source>
        <translation>やさしいボット何体と対戦しますか？</translation>
    </message>
    <message>
        <location filename="../../app/shell/botcount.py" line="52"/>
        <source>Choose {0} to {1} easy bots.</source>
        <translation>やさしいボットは{0}〜{1}体で選んでください。</translation>
    </message>
</context>
<context>
    <name>ChoicePanel</name>
    <message>
        <location filename="../../app/ui/widgets/choices.py" line="95"/>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/choices.py" line="96"/>
        <source>Confirm</source>
        <translation>確定</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/choices.py" line="97"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <location filename="../../app/ui/widgets/coach.py" line="221"/>
        <source>&lt;p&gt;Nothing new to learn now. Make your move, or press Show me to see what a good player would do and why.&lt;/p&gt;&lt;p&gt;Topics opens again any topic you have read.&lt;/p&gt;</source>
        <translation>&lt;p&gt;いま新しく覚えることはありません。手を選ぶか、「手本を見る」で上手なプレイヤーの手とその理由を見てください。&lt;/p&gt;&lt;p&gt;読んだ項目は「項目一覧」からもう一度開けます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/coach.py" line="264"/>
        <location filename="../../app/ui/widgets/coach.py" line="269"/>
        <source>Last bot move: {0}</source>
        <translation>ボットの直前の手：{0}</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/coach.py" line="268"/>
        <source>{0} (rule: {1})</source>
        <translation>{0}（ルール：{1}）</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/coach.py" line="274"/>
        <source>{0}; then {1}</source>
        <translation>{0}。続けて{1}</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/coach.py" line="288"/>
        <source>The normal bot&apos;s move for you now, and why</source>
        <translation>いまの局面でのボット（ふつう）の手と、その理由</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/coach.py" line="293"/>
        <source>Got it: next ({0} more)</source>
        <translation>わかった：次へ（あと{0}件）</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/coach.py" line="295"/>
        <source>Got it</source>
        <translation>わかった</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/coach.py" line="325"/>
        <source>Show me</source>
        <translation>手本を見る</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/coach.py" line="326"/>
        <source>Topics</source>
        <translation>項目一覧</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <location filename="../../app/shell/filemenu.py" line="56"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="139"/>
        <source>{0}, move {1}: {2}</source>
        <translation>{0}、{1}手目：{2}</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="151"/>
        <source>Game over after {0} moves</source>
        <translation>{0}手で終了</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="155"/>
        <source>{0} · move {1}</source>
        <translation>{0}・{1}手目</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="157"/>
        <source>Move {0}</source>
        <translation>{0}手目</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="235"/>
        <source>Unsaved moves</source>
        <translation>保存していない手</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="236"/>
        <source>This game has moves that are not saved in a file. Save them first?</source>
        <translation>このゲームには、ファイルに保存していない手があります。先に保存しますか？</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="244"/>
        <source>Without saving, you can still continue it from Recent games on the start page.</source>
        <translation>保存しなくても、最初の画面の「最近のゲーム」から続きを遊べます。</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="254"/>
        <source>Don&apos;t save</source>
        <translation>保存しない</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="286"/>
        <source>Autosave failed: {0}</source>
        <translation>自動保存に失敗しました：{0}</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="296"/>
        <source>The data folder cannot be used, games are not autosaved: {0}</source>
        <translation>データフォルダーを使えないため、ゲームは自動保存されません：{0}</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="334"/>
        <source>Open game</source>
        <translation>ゲームを開く</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="336"/>
        <source>Hotseat games (*.json);;All files (*)</source>
        <translation>Hotseat のゲーム (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="359"/>
        <source>Game saved by another version</source>
        <translation>別のバージョンで保存されたゲーム</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="390"/>
        <source>Cannot open the game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="391"/>
        <source>{0} could not be opened.

{1}</source>
        <translation>{0}を開けませんでした。

{1}</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="422"/>
        <source>Save game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="424"/>
        <source>Hotseat games (*.json)</source>
        <translation>Hotseat のゲーム (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="447"/>
        <source>Cannot save the game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="448"/>
        <source>{0} could not be written.

{1}</source>
        <translation>{0}に書き込めませんでした。

{1}</translation>
    </message>
    <message>
        <location filename="../../app/shell/filemenu.py" line="455"/>
        <source>Saved to {0}</source>
        <translation>{0}に保存しました</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../app/ui/controller.py" line="286"/>
        <source>… and {0} more (All legal moves)</source>
        <translation>…ほか{0}件（「選べる手すべて」を参照）</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="288"/>
        <source>What you can do here now:</source>
        <translation>いまここでできること：</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="333"/>
        <source>viewing history</source>
        <translation>履歴を表示中です</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="335"/>
        <source>confirm or undo first</source>
        <translation>先に手番を確定するか、取り消してください</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="337"/>
        <source>the game is over</source>
        <translation>ゲームは終了しています</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="340"/>
        <source>not your turn</source>
        <translation>あなたの手番ではありません</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="418"/>
        <source>Nothing to take back: the game is over.</source>
        <translation>取り消せる手はありません。ゲームは終了しています。</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="422"/>
        <source>Nothing to take back: it is not your turn.</source>
        <translation>取り消せる手はありません。あなたの手番ではありません。</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="425"/>
        <source>Nothing to take back: you have made no move in this turn yet (a confirmed turn, a random draw or a reveal cannot be undone).</source>
        <translation>取り消せる手はありません。この手番ではまだ何もしていません（確定した手番、ランダムに引いたもの、公開したものは取り消せません）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="634"/>
        <source>A bot failed: {0}</source>
        <translation>ボットでエラーが発生しました：{0}</translation>
    </message>
    <message>
        <location filename="../../app/ui/hooks.py" line="44"/>
        <source>each player&apos;s hidden information</source>
        <translation>各プレイヤーの非公開の情報</translation>
    </message>
    <message>
        <location filename="../../app/ui/hooks.py" line="49"/>
        <source>This game has no board yet: play from the list of moves.</source>
        <translation>このゲームにはまだボードがありません。選べる手の一覧から選んでください。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hooks.py" line="67"/>
        <source>this game has no pieces to drop</source>
        <translation>このゲームにはドロップできる駒がありません</translation>
    </message>
    <message>
        <location filename="../../app/ui/hooks.py" line="114"/>
        <source>No rules summary for this game yet.</source>
        <translation>このゲームのルール概要はまだありません。</translation>
    </message>
    <message>
        <location filename="../../app/ui/endnote.py" line="49"/>
        <source>Any move now ends the game: it is final at once, with no Undo.</source>
        <translation>この手番では、どの手を指してもゲームが終わります。その手はすぐ確定し、取り消せません。</translation>
    </message>
    <message>
        <location filename="../../app/ui/endnote.py" line="57"/>
        <source>“{0}” ends the game: it is final at once, with no Undo.</source>
        <translation>「{0}」でゲームが終わります。その手はすぐ確定し、取り消せません。</translation>
    </message>
    <message>
        <location filename="../../app/ui/endnote.py" line="60"/>
        <source>Some moves now end the game (not all): each is final at once, with no Undo.</source>
        <translation>この手番の一部の手（すべてではありません）でゲームが終わります。その手はすぐ確定し、取り消せません。</translation>
    </message>
</context>
<context>
    <name>GameEndDialog</name>
    <message>
        <location filename="../../app/shell/enddialog.py" line="70"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../app/shell/enddialog.py" line="75"/>
        <source>{0} wins!</source>
        <translation>{0}の勝ち！</translation>
    </message>
    <message>
        <location filename="../../app/shell/enddialog.py" line="77"/>
        <source>{0} share the win!</source>
        <translation>{0}が同点で勝利！</translation>
    </message>
    <message>
        <location filename="../../app/shell/enddialog.py" line="92"/>
        <source>Rematch</source>
        <translation>再戦</translation>
    </message>
    <message>
        <location filename="../../app/shell/enddialog.py" line="93"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../../app/shell/enddialog.py" line="95"/>
        <source>Review…</source>
        <translation>振り返り…</translation>
    </message>
    <message>
        <location filename="../../app/shell/enddialog.py" line="99"/>
        <source>The bot lists the moves that clearly cost each person (at most three), and why</source>
        <translation>各プレイヤーが明らかに損をした手（最大3手）とその理由をボットが挙げます</translation>
    </message>
    <message>
        <location filename="../../app/shell/enddialog.py" line="128"/>
        <source>Scores over the game (click a point to see the board then)</source>
        <translation>ゲーム中の得点の推移（点をクリックするとその時の盤面を表示します）</translation>
    </message>
    <message>
        <location filename="../../app/shell/enddialog.py" line="153"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../../app/shell/enddialog.py" line="155"/>
        <location filename="../../app/shell/enddialog.py" line="205"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location filename="../../app/shell/enddialog.py" line="155"/>
        <source>Game</source>
        <translation>ゲーム全体</translation>
    </message>
    <message>
        <location filename="../../app/shell/enddialog.py" line="158"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location filename="../../app/shell/enddialog.py" line="163"/>
        <source>{0}: a column per round (or Age), the last one for the whole game</source>
        <translation>{0}：ラウンド（または時代）ごとに1列、最後の列はゲーム全体です</translation>
    </message>
    <message>
        <location filename="../../app/shell/enddialog.py" line="226"/>
        <source>Suggestions used</source>
        <translation>手の提案の利用回数</translation>
    </message>
</context>
<context>
    <name>GameLogPanel</name>
    <message>
        <location filename="../../app/ui/widgets/log.py" line="172"/>
        <source>Click to view the board after this move</source>
        <translation>クリックすると、この手の後の盤面を表示します</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../../app/shell/gamepage.py" line="438"/>
        <source>The board: drag or click your pieces; lit places are legal</source>
        <translation>盤面：自分のコマをドラッグするかクリックします。光っている場所に置けます</translation>
    </message>
    <message>
        <location filename="../../app/shell/gamepage.py" line="443"/>
        <source>What to do now, and who must do it (? opens the rules)</source>
        <translation>いま誰が何をするか（？でこの場面のルールを開きます）</translation>
    </message>
    <message>
        <location filename="../../app/shell/gamepage.py" line="446"/>
        <source>Undo, and Confirm to end your turn</source>
        <translation>元に戻す、そして確定で手番を終えます</translation>
    </message>
    <message>
        <location filename="../../app/shell/gamepage.py" line="447"/>
        <source>Every player: points, money, pieces</source>
        <translation>全プレイヤーの得点・資金・コマ</translation>
    </message>
    <message>
        <location filename="../../app/shell/gamepage.py" line="448"/>
        <source>Only yours: your hand and your supply</source>
        <translation>自分だけの情報：手札と手持ちのコマ</translation>
    </message>
    <message>
        <location filename="../../app/shell/gamepage.py" line="452"/>
        <source>The coach: one rule at a time (Got it for the next); Show me suggests a move</source>
        <translation>コーチ：ルールを1つずつ説明します（「わかった」で次へ）。「手本を見る」でおすすめの手を示します</translation>
    </message>
    <message>
        <location filename="../../app/shell/gamepage.py" line="458"/>
        <source>The log: every change with its amount; click a line to see that moment</source>
        <translation>ゲーム記録：すべての増減を量とともに記録。行をクリックするとその時点の盤面</translation>
    </message>
    <message>
        <location filename="../../app/shell/gamepage.py" line="463"/>
        <source>{0}: your first game</source>
        <translation>{0}：はじめてのゲーム</translation>
    </message>
    <message>
        <location filename="../../app/shell/gamepage.py" line="487"/>
        <source>The rules for this step (the whole summary: F1)</source>
        <translation>この場面のルール（要約の全体はF1）</translation>
    </message>
    <message>
        <location filename="../../app/shell/gamepage.py" line="488"/>
        <source>Rules for this step</source>
        <translation>この場面のルール</translation>
    </message>
    <message>
        <location filename="../../app/shell/gamepage.py" line="489"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../../app/shell/gamepage.py" line="490"/>
        <source>Game log</source>
        <translation>ゲーム記録</translation>
    </message>
    <message>
        <location filename="../../app/shell/gamepage.py" line="492"/>
        <source>Click a move to view the board as it was</source>
        <translation>手をクリックすると、その時点の盤面を表示します</translation>
    </message>
    <message>
        <location filename="../../app/shell/gamepage.py" line="494"/>
        <source>All legal moves</source>
        <translation>選べる手すべて</translation>
    </message>
    <message>
        <location filename="../../app/shell/gamepage.py" line="495"/>
        <source>Coach</source>
        <translation>コーチ</translation>
    </message>
    <message>
        <location filename="../../app/shell/gamepage.py" line="498"/>
        <source>Private to {0}</source>
        <translation>{0}だけの情報</translation>
    </message>
</context>
<context>
    <name>HandoffPage</name>
    <message>
        <location filename="../../app/ui/widgets/handoff.py" line="199"/>
        <source>Pass to {0}</source>
        <translation>{0}に交代してください</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/handoff.py" line="202"/>
        <source>Only {0} should look at the screen now. {0}: press the button below when ready.</source>
        <translation>ここからは{0}だけが画面を見てください。準備ができたら、{0}が下のボタンを押してください。</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/handoff.py" line="205"/>
        <source>I am {0}: show my turn</source>
        <translation>{0}です：手番を表示</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/handoff.py" line="213"/>
        <source>… 1 earlier move (in the game log)</source>
        <translation>…それより前の1手（ゲーム記録にあります）</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/handoff.py" line="215"/>
        <source>… {0} earlier moves (in the game log)</source>
        <translation>…それより前の{0}手（ゲーム記録にあります）</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/handoff.py" line="218"/>
        <source>Since your last turn:</source>
        <translation>前の手番からあったこと：</translation>
    </message>
</context>
<context>
    <name>IntroOverlay</name>
    <message>
        <location filename="../../app/ui/widgets/intro.py" line="100"/>
        <source>The outlined parts of the screen are named where they stand. The coach on the right then explains each rule before you need it.</source>
        <translation>枠で囲んだ画面の各部分に、その役割を書いてあります。ゲームが始まると、右のコーチが各ルールを必要になる前に説明します。</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/intro.py" line="108"/>
        <source>Start the game</source>
        <translation>ゲームを始める</translation>
    </message>
</context>
<context>
    <name>LegalMovesPanel</name>
    <message>
        <location filename="../../app/ui/widgets/moves.py" line="76"/>
        <source>Filter moves…</source>
        <translation>手を絞り込む…</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/moves.py" line="77"/>
        <source>Filter the legal moves</source>
        <translation>選べる手を絞り込む</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/moves.py" line="78"/>
        <source>Legal moves</source>
        <translation>選べる手</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/moves.py" line="81"/>
        <source>Double-click a move, or choose it with the arrow keys and press Enter, to play it.</source>
        <translation>手をダブルクリックするか、矢印キーで選んでEnterを押すと、その手を実行します。</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/moves.py" line="122"/>
        <source>The move waiting for Confirm (its words are above the Confirm button)</source>
        <translation>確定待ちの手（内容は「確定」ボタンの上）</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/moves.py" line="160"/>
        <source>No moves for you right now.</source>
        <translation>今は選べる手がありません。</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/moves.py" line="162"/>
        <source>No move matches “{0}”. Clear the filter to see them all.</source>
        <translation>「{0}」に一致する手はありません。絞り込みを消すとすべて表示されます。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/shell/window.py" line="185"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../../app/shell/window.py" line="186"/>
        <source>The Japanese translation is missing from this installation.</source>
        <translation>このインストールには日本語の翻訳が含まれていません。</translation>
    </message>
    <message>
        <location filename="../../app/shell/window.py" line="326"/>
        <source>Not available</source>
        <translation>利用できません</translation>
    </message>
    <message>
        <location filename="../../app/shell/window.py" line="326"/>
        <source>This game cannot be played yet.</source>
        <translation>このゲームはまだ遊べません。</translation>
    </message>
    <message>
        <location filename="../../app/shell/window.py" line="382"/>
        <source>Start or open a game to print its setup.</source>
        <translation>セットアップを印刷するには、ゲームを始めるか開いてください。</translation>
    </message>
    <message>
        <location filename="../../app/shell/window.py" line="399"/>
        <source>Print setup</source>
        <translation>セットアップの印刷</translation>
    </message>
    <message>
        <location filename="../../app/shell/window.py" line="581"/>
        <source>Start a game to read its rules summary. Playable now: {0}.</source>
        <translation>ルール概要はゲームを始めると読めます。現在遊べるゲーム：{0}。</translation>
    </message>
    <message>
        <location filename="../../app/shell/window.py" line="591"/>
        <source>Rules summary</source>
        <translation>ルール概要</translation>
    </message>
    <message>
        <location filename="../../app/shell/window.py" line="601"/>
        <source>About Hotseat</source>
        <translation>Hotseat について</translation>
    </message>
    <message>
        <location filename="../../app/shell/window.py" line="603"/>
        <source>Hotseat {0}
Heavy board games on one computer: hot-seat play, bots, printed setups. Rules are enforced by the program; art is drawn by the app.</source>
        <translation>Hotseat {0}
1台のコンピューターで遊ぶ重量級ボードゲーム：ホットシート対戦、ボット、セットアップの印刷。ルールはプログラムが守らせ、絵はすべてアプリが描画します。</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../app/shell/menus.py" line="128"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="129"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="130"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="131"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="136"/>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="137"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="138"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="139"/>
        <source>Save &amp;as…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="140"/>
        <source>&amp;Print setup…</source>
        <translation>セットアップの印刷(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="141"/>
        <source>R&amp;esults…</source>
        <translation>結果(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="142"/>
        <source>Re&amp;view game…</source>
        <translation>ゲームを振り返る(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="143"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="144"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="145"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="146"/>
        <source>&amp;Confirm turn</source>
        <translation>手番を確定(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="147"/>
        <source>Zoom &amp;in</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="148"/>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="149"/>
        <source>&amp;Fit to window</source>
        <translation>ウィンドウに合わせる(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="150"/>
        <source>&amp;Colour-blind palette</source>
        <translation>色覚に配慮した配色(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="151"/>
        <source>C&amp;oach: explain each rule when it matters</source>
        <translation>コーチ：ルールを必要な場面で説明(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="152"/>
        <source>Show &amp;what changed since my last turn</source>
        <translation>前の手番からの変化を表示(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="153"/>
        <source>&amp;Suggest a move</source>
        <translation>手を提案(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="154"/>
        <source>&amp;Rules summary</source>
        <translation>ルール概要(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="155"/>
        <source>&amp;About Hotseat</source>
        <translation>Hotseat について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="159"/>
        <source>&amp;Learn a game (guided first game)</source>
        <translation>ゲームを覚える（ガイド付きの初回ゲーム）(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="161"/>
        <source>Barrage: the Leeghwater Project expansion</source>
        <translation>バラージ：レーフワーテル計画拡張</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="165"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="166"/>
        <source>&amp;Text size</source>
        <translation>文字の大きさ(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="167"/>
        <source>&amp;Animation speed</source>
        <translation>アニメーション速度(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="168"/>
        <source>&amp;Moments between bots</source>
        <translation>ボットだけの手番が続くときの表示(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="170"/>
        <source>Small</source>
        <translation>小</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="171"/>
        <location filename="../../app/shell/menus.py" line="178"/>
        <source>Normal</source>
        <translation>標準</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="172"/>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="173"/>
        <source>Larger</source>
        <translation>特大</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="176"/>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="177"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="179"/>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="188"/>
        <source>Continue after {0} seconds</source>
        <translation>{0}秒後に自動で続ける</translation>
    </message>
    <message>
        <location filename="../../app/shell/menus.py" line="190"/>
        <source>Wait until dismissed</source>
        <translation>閉じるまで表示する</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../app/shell/newgame.py" line="136"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="142"/>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="155"/>
        <location filename="../../app/shell/newgame.py" line="445"/>
        <source>Start game</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="164"/>
        <location filename="../../app/shell/newgame.py" line="180"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="169"/>
        <source>{0} (coming soon)</source>
        <translation>{0}（近日公開）</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="181"/>
        <source>Players</source>
        <translation>プレイヤー数</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="185"/>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="187"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="187"/>
        <source>Played by</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="187"/>
        <source>Colour</source>
        <translation>色</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="210"/>
        <location filename="../../app/shell/setupsummary.py" line="30"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="212"/>
        <location filename="../../app/shell/setupsummary.py" line="32"/>
        <source>Bot (easy)</source>
        <translation>ボット（やさしい）</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="213"/>
        <location filename="../../app/shell/setupsummary.py" line="35"/>
        <source>Bot (normal)</source>
        <translation>ボット（ふつう）</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="213"/>
        <location filename="../../app/shell/setupsummary.py" line="34"/>
        <source>Bot (hard)</source>
        <translation>ボット（つよい）</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="219"/>
        <source>From the Normal bot</source>
        <translation>ボット（ふつう）が提案</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="220"/>
        <source>From the Hard bot (thinks longer)</source>
        <translation>ボット（つよい）が提案（考える時間が長め）</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="221"/>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="223"/>
        <source>Players may ask a bot which move it would make (counted per seat)</source>
        <translation>ボットならどの手を選ぶかを各プレイヤーが聞けます（席ごとに回数を数えます）</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="225"/>
        <source>Suggestions:</source>
        <translation>手の提案：</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="232"/>
        <source>Setup</source>
        <translation>セットアップ</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="241"/>
        <source>New seed</source>
        <translation>新しいシード</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="243"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="248"/>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="251"/>
        <source>Setup code</source>
        <translation>セットアップコード</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="257"/>
        <location filename="../../app/shell/newgame.py" line="441"/>
        <source>Play this setup</source>
        <translation>このセットアップで遊ぶ</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="261"/>
        <source>Setup code to play</source>
        <translation>遊ぶセットアップのコード</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="348"/>
        <source>e.g. {0}</source>
        <translation>例：{0}</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="399"/>
        <source>Setup code not valid: {0}</source>
        <translation>セットアップコードが正しくありません：{0}</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="402"/>
        <source>That setup is for a game not available yet.</source>
        <translation>そのセットアップは、まだ遊べないゲームのものです。</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="442"/>
        <source>Start this game?</source>
        <translation>このゲームを開始しますか？</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="461"/>
        <source>Player {0}</source>
        <translation>プレイヤー{0}</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="474"/>
        <source>{2} takes {0} to {1} players</source>
        <translation>{2}は{0}〜{1}人で遊びます</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="481"/>
        <source>This game is not available yet.</source>
        <translation>このゲームはまだ遊べません。</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="369"/>
        <source>The seed is a whole number of up to 15 digits (such as 12345), no letters.</source>
        <translation>シードは15桁までの整数です（例：12345）。文字は使えません。</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="487"/>
        <source>Each seat needs its own colour.</source>
        <translation>席ごとに違う色を選んでください。</translation>
    </message>
    <message>
        <location filename="../../app/shell/newgame.py" line="489"/>
        <source>Each seat needs its own name.</source>
        <translation>席ごとに違う名前を付けてください。</translation>
    </message>
</context>
<context>
    <name>OptionsForm</name>
    <message>
        <location filename="../../app/shell/optionsform.py" line="119"/>
        <source>This game has no options.</source>
        <translation>このゲームにはオプションがありません。</translation>
    </message>
    <message>
        <location filename="../../app/shell/optionsform.py" line="188"/>
        <source>{0}: {1} to {2}</source>
        <translation>{0}：{1}〜{2}</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <location filename="../../app/ui/palette.py" line="86"/>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <location filename="../../app/ui/palette.py" line="87"/>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <location filename="../../app/ui/palette.py" line="88"/>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location filename="../../app/ui/palette.py" line="89"/>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <location filename="../../app/ui/palette.py" line="90"/>
        <source>Purple</source>
        <translation>紫</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <location filename="../../app/ui/widgets/players.py" line="111"/>
        <source>bot, {0}</source>
        <translation>ボット・{0}</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/players.py" line="84"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/players.py" line="97"/>
        <source>{0} (bot)</source>
        <translation>{0}（ボット）</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/players.py" line="114"/>
        <source>{0} ◀ to play</source>
        <translation>{0} ◀ 手番</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/players.py" line="148"/>
        <source>easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/players.py" line="149"/>
        <source>normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/players.py" line="150"/>
        <source>hard</source>
        <translation>つよい</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/players.py" line="151"/>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
</context>
<context>
    <name>PrintSecrets</name>
    <message>
        <location filename="../../app/shell/printask.py" line="53"/>
        <source>each player&apos;s hidden information</source>
        <translation>各プレイヤーの非公開の情報</translation>
    </message>
    <message>
        <location filename="../../app/shell/printask.py" line="55"/>
        <source>Print setup</source>
        <translation>セットアップの印刷</translation>
    </message>
    <message>
        <location filename="../../app/shell/printask.py" line="57"/>
        <source>This sheet shows every player&apos;s hidden information. Print it anyway?</source>
        <translation>このシートには、全プレイヤーの非公開の情報が載っています。それでも印刷しますか？</translation>
    </message>
    <message>
        <location filename="../../app/shell/printask.py" line="63"/>
        <source>The game is in progress: everyone at the screen would see %1. The public part leaves it out.</source>
        <translation>ゲームの途中のため、画面の前にいる全員に%1が見えてしまいます。公開部分だけを印刷すれば、これらは載りません。</translation>
    </message>
    <message>
        <location filename="../../app/shell/printask.py" line="70"/>
        <source>Public part only</source>
        <translation>公開部分のみ</translation>
    </message>
    <message>
        <location filename="../../app/shell/printask.py" line="73"/>
        <source>Whole sheet, secrets too</source>
        <translation>非公開部分も含めてすべて</translation>
    </message>
</context>
<context>
    <name>PromptLine</name>
    <message>
        <location filename="../../app/ui/widgets/prompt.py" line="29"/>
        <source>Viewing move {0} of {1}</source>
        <translation>{1}手中の{0}手目を表示中</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/prompt.py" line="33"/>
        <source>Pass the screen to {0}</source>
        <translation>画面を{0}に渡してください</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/prompt.py" line="37"/>
        <source>{0}: confirm your turn or undo</source>
        <translation>{0}：手番を確定するか、取り消してください</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/prompt.py" line="41"/>
        <source>{0} (bot) is thinking…</source>
        <translation>{0}（ボット）が考えています…</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/prompt.py" line="45"/>
        <source>Thinking about a suggestion for {0}…</source>
        <translation>{0}への提案を考えています…</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/prompt.py" line="66"/>
        <source>{0}: confirm the move below or go back</source>
        <translation>{0}：下の手を確定するか、戻ってください</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/prompt.py" line="76"/>
        <source>Game over: {0} wins</source>
        <translation>ゲーム終了：{0}の勝ち</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/prompt.py" line="77"/>
        <source>Game over: {0} share the win</source>
        <translation>ゲーム終了：{0}が同点で勝利</translation>
    </message>
</context>
<context>
    <name>Registry</name>
    <message>
        <location filename="../../app/shell/registry.py" line="39"/>
        <source>Through the Desert</source>
        <translation>砂漠を抜けて</translation>
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
        <translation>ブラッド・レイジ</translation>
    </message>
</context>
<context>
    <name>ReplayBanner</name>
    <message>
        <location filename="../../app/ui/widgets/banner.py" line="57"/>
        <source>Viewing move {0}: {1}</source>
        <translation>{0}手目を表示中：{1}</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/banner.py" line="59"/>
        <source>Viewing the start of the game</source>
        <translation>ゲーム開始時の盤面を表示中</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/banner.py" line="60"/>
        <source>Return to the present</source>
        <translation>現在に戻る</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <location filename="../../app/ui/widgets/review.py" line="157"/>
        <source>%v of %m decisions</source>
        <translation>%m手中%v手</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/review.py" line="203"/>
        <source>Click to view the board after this move</source>
        <translation>クリックすると、この手の後の盤面を表示します</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/review.py" line="234"/>
        <source>Review of the game</source>
        <translation>ゲームの振り返り</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/review.py" line="235"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/review.py" line="240"/>
        <source>The review was cancelled.</source>
        <translation>振り返りを中止しました。</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/review.py" line="242"/>
        <source>The review failed: {0}</source>
        <translation>振り返りに失敗しました：{0}</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/review.py" line="246"/>
        <source>The bot searches each person&apos;s decisions again, from what that person could see at the time. This can take a few minutes.</source>
        <translation>ボットが、各プレイヤーの手をその時点で見えていた情報だけから探索し直します。数分かかることがあります。</translation>
    </message>
</context>
<context>
    <name>RoundSummaryPanel</name>
    <message>
        <location filename="../../app/ui/widgets/summary.py" line="72"/>
        <source>Standings</source>
        <translation>順位</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/summary.py" line="73"/>
        <source>What comes next</source>
        <translation>この先</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../app/shell/rulesdialog.py" line="141"/>
        <source>Not found</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <location filename="../../app/shell/rulesdialog.py" line="143"/>
        <source>{0} of {1}</source>
        <translation>{1}件中{0}件目</translation>
    </message>
    <message>
        <location filename="../../app/shell/rulesdialog.py" line="152"/>
        <source>Search the rules</source>
        <translation>ルールを検索</translation>
    </message>
    <message>
        <location filename="../../app/shell/rulesdialog.py" line="153"/>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
</context>
<context>
    <name>SetupSheet</name>
    <message>
        <location filename="../../app/printing/preview.py" line="96"/>
        <source>Print setup</source>
        <translation>セットアップの印刷</translation>
    </message>
    <message>
        <location filename="../../app/printing/preview.py" line="100"/>
        <source>Save as PDF…</source>
        <translation>PDFとして保存…</translation>
    </message>
    <message>
        <location filename="../../app/printing/preview.py" line="108"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../../app/printing/preview.py" line="127"/>
        <source>Save as PDF</source>
        <translation>PDFとして保存</translation>
    </message>
    <message>
        <location filename="../../app/printing/preview.py" line="129"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDFファイル (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/printing/preview.py" line="142"/>
        <source>Cannot save the PDF</source>
        <translation>PDFを保存できません</translation>
    </message>
</context>
<context>
    <name>SetupSummary</name>
    <message>
        <location filename="../../app/shell/setupsummary.py" line="41"/>
        <source>{0}. {1} — {2}, {3}</source>
        <translation>{0}. {1}：{2}・{3}</translation>
    </message>
    <message>
        <location filename="../../app/shell/setupsummary.py" line="48"/>
        <source>on</source>
        <translation>あり</translation>
    </message>
    <message>
        <location filename="../../app/shell/setupsummary.py" line="48"/>
        <source>off</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../app/shell/setupsummary.py" line="51"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location filename="../../app/shell/setupsummary.py" line="64"/>
        <source>Game: {0}</source>
        <translation>ゲーム：{0}</translation>
    </message>
    <message>
        <location filename="../../app/shell/setupsummary.py" line="65"/>
        <source>Players: {0}</source>
        <translation>プレイヤー数：{0}人</translation>
    </message>
    <message>
        <location filename="../../app/shell/setupsummary.py" line="70"/>
        <source>Options:</source>
        <translation>オプション：</translation>
    </message>
    <message>
        <location filename="../../app/shell/setupsummary.py" line="71"/>
        <source>Seed: {0}</source>
        <translation>シード：{0}</translation>
    </message>
    <message>
        <location filename="../../app/shell/setupsummary.py" line="73"/>
        <source>Setup code: {0}</source>
        <translation>セットアップコード：{0}</translation>
    </message>
</context>
<context>
    <name>StepController</name>
    <message>
        <location filename="../../app/ui/stepcontroller.py" line="89"/>
        <source>Nothing you can do there now: the lit places, the cards and the list of moves show what you can do.</source>
        <translation>今そこでできることはありません。できることは、光っている場所、カード、選べる手の一覧で確認できます。</translation>
    </message>
</context>
<context>
    <name>StoryChart</name>
    <message>
        <location filename="../../app/ui/widgets/storychart.py" line="71"/>
        <source>Each seat&apos;s score after every move; click to see the board then</source>
        <translation>各手番の後の各プレイヤーの得点です。クリックするとその時の盤面を表示します</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/storychart.py" line="97"/>
        <source>{0} moves</source>
        <translation>全{0}手</translation>
    </message>
</context>
<context>
    <name>SuggestionBar</name>
    <message>
        <location filename="../../app/ui/widgets/suggestbar.py" line="40"/>
        <source>Suggested: {0} — {1}</source>
        <translation>提案：{0} ― {1}</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/suggestbar.py" line="41"/>
        <location filename="../../app/ui/widgets/suggestbar.py" line="121"/>
        <source>Suggested: {0}</source>
        <translation>提案：{0}</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/suggestbar.py" line="47"/>
        <source>Why: {0}</source>
        <translation>理由：{0}</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/suggestbar.py" line="93"/>
        <source>Suggest a move</source>
        <translation>手を提案</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/suggestbar.py" line="94"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/suggestbar.py" line="97"/>
        <source>Stop thinking about a suggestion (Esc)</source>
        <translation>提案の検討を中止（Esc）</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/suggestbar.py" line="110"/>
        <source>Ask the Hard bot which move it would make (it is not played)</source>
        <translation>ボット（つよい）ならどの手を選ぶかを表示します（実行はしません）</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/suggestbar.py" line="112"/>
        <source>Ask the Normal bot which move it would make (it is not played)</source>
        <translation>ボット（ふつう）ならどの手を選ぶかを表示します（実行はしません）</translation>
    </message>
</context>
<context>
    <name>SuggestionDriver</name>
    <message>
        <location filename="../../app/ui/suggestion.py" line="116"/>
        <source>Suggestions are switched off for this game.</source>
        <translation>このゲームでは手の提案がオフになっています。</translation>
    </message>
    <message>
        <location filename="../../app/ui/suggestion.py" line="118"/>
        <source>Return to the present first.</source>
        <translation>先に現在の盤面に戻ってください。</translation>
    </message>
    <message>
        <location filename="../../app/ui/suggestion.py" line="120"/>
        <source>The game is over.</source>
        <translation>ゲームは終了しています。</translation>
    </message>
    <message>
        <location filename="../../app/ui/suggestion.py" line="122"/>
        <source>Confirm your turn or undo first.</source>
        <translation>先に手番を確定するか、取り消してください。</translation>
    </message>
    <message>
        <location filename="../../app/ui/suggestion.py" line="124"/>
        <source>Only the person whose turn it is may ask.</source>
        <translation>提案を求められるのは手番の人だけです。</translation>
    </message>
    <message>
        <location filename="../../app/ui/suggestion.py" line="155"/>
        <source>{0} asked for a suggestion</source>
        <translation>{0}：手の提案を表示</translation>
    </message>
    <message>
        <location filename="../../app/ui/suggestion.py" line="157"/>
        <source>{0} played the suggested move</source>
        <translation>{0}：提案どおりの手</translation>
    </message>
    <message>
        <location filename="../../app/ui/suggestion.py" line="159"/>
        <source>{0} asked for a suggestion and played another move</source>
        <translation>{0}：手の提案を表示（別の手を選択）</translation>
    </message>
    <message>
        <location filename="../../app/ui/suggestion.py" line="272"/>
        <source>No suggestion: {0}</source>
        <translation>提案できません：{0}</translation>
    </message>
</context>
<context>
    <name>ThroughTheDesert</name>
    <message>
        <location filename="../../app/games/through_the_desert/controller.py" line="236"/>
        <source>that is not a piece of this game</source>
        <translation>このゲームの駒ではありません</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/controller.py" line="241"/>
        <source>put the piece on a desert space</source>
        <translation>駒は砂漠のマスに置いてください</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/controller.py" line="304"/>
        <source> — the last %1 camel ends the game (no Undo)</source>
        <translation>（%1の最後の1個でゲーム終了・取り消し不可）</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/controller.py" line="308"/>
        <source> — the last %1 camel ends the game</source>
        <translation>（%1の最後の1個でゲーム終了）</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/controller.py" line="395"/>
        <source>the values of the water holes each player has taken</source>
        <translation>各プレイヤーが取った水場の点数</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/controller.py" line="414"/>
        <source>Riders to place</source>
        <translation>未配置の騎手ラクダ</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/controller.py" line="417"/>
        <source>Camels placed</source>
        <translation>置いたラクダ</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="89"/>
        <source>%1 tiles</source>
        <translation>%1枚</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/controller.py" line="424"/>
        <source>Enclosed spaces</source>
        <translation>領地のマス</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="88"/>
        <source>1 tile</source>
        <translation>1枚</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="95"/>
        <source>1 point</source>
        <translation>1点</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="101"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="111"/>
        <source>%1 or %2</source>
        <translation>%1か%2</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="124"/>
        <source>Placing the last %1 camel ends the game after this turn.</source>
        <translation>%1のラクダの最後の1個を置くと、この手番の後でゲームが終わります。</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="129"/>
        <source> The game&apos;s last move is final at once (no Undo).</source>
        <translation>ゲーム最後の手はその場で確定し、取り消せません。</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="172"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="188"/>
        <source>%1 rider camel: drag it onto a free desert space</source>
        <translation>%1の騎手ラクダ：空いている砂漠のマスへドラッグしてください</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="196"/>
        <source>%1 camel: %2 left in the supply; your caravan has %3</source>
        <translation>%1のラクダ：ストックの残り%2個、あなたのキャラバンは%3個</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="218"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: rider camels to place</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：置く騎手ラクダ</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="221"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: camels (number left in the shared supply)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：ラクダ（共通ストックの残り数）</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="336"/>
        <source>Score so far (as above the board)</source>
        <translation>現在の得点（盤面の上と同じ）</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="342"/>
        <source>%1 (if the game ended now)</source>
        <translation>%1（今ゲームが終わった場合）</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="345"/>
        <source>Total if the game ended now</source>
        <translation>今ゲームが終わった場合の合計</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="365"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: your water holes and points</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：あなたの水場と得点</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/panels.py" line="96"/>
        <source>%1 points</source>
        <translation>%1点</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="34"/>
        <source>Central mountain range: no piece may go here; it helps to close areas</source>
        <translation>中央の山脈：駒は置けません。領地を囲むのに使えます</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="38"/>
        <source>Mountains: no piece may go here; like the board edge they help to close areas</source>
        <translation>山：駒は置けません。盤の端と同じように領地を囲むのに使えます</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="46"/>
        <source>Dividing line: the part beyond it is used with 4-5 players only</source>
        <translation>境界線：この先は4〜5人プレイのときだけ使います</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="54"/>
        <source>Oasis: each caravan that reaches a space next to it scores an oasis tile (5 points) once</source>
        <translation>オアシス：隣のマスに届いたキャラバンはそれぞれ一度だけオアシスチップ（5点）を得ます</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="60"/>
        <source>Water hole worth %1: the camel placed here takes it; no rider may go here</source>
        <translation>水場（%1点）：ここにラクダを置くと取れます。騎手ラクダは置けません</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="68"/>
        <source>Next to an oasis: no rider may go here; a caravan reaching this space scores the oasis</source>
        <translation>オアシスの隣：騎手ラクダは置けません。ここに届いたキャラバンはオアシスチップを得ます</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="78"/>
        <source>Area enclosed by %1: closed to the other players (an oasis space scores no area point)</source>
        <translation>%1が囲んだ領地：ほかのプレイヤーは置けません（オアシスのマスは領地の得点になりません）</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="84"/>
        <source>Area enclosed by %1: closed to the other players; 1 point at the end</source>
        <translation>%1が囲んだ領地：ほかのプレイヤーは置けません。終了時に1マス1点</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="102"/>
        <source>Space %1</source>
        <translation>マス%1</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="73"/>
        <source>Desert</source>
        <translation>砂漠</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="108"/>
        <source>%1 rider camel of %2</source>
        <translation>%2の%1の騎手ラクダ</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="110"/>
        <source>%1 camel of %2</source>
        <translation>%2の%1のラクダ</translation>
    </message>
    <message>
        <location filename="../../app/games/through_the_desert/view/tips.py" line="118"/>
        <source>Last placement</source>
        <translation>最後に置かれた駒</translation>
    </message>
</context>
<context>
    <name>TinnersTrail</name>
    <message>
        <location filename="../../app/games/tinners_trail/view/drops.py" line="124"/>
        <source>that is not a piece of this game</source>
        <translation>このゲームの駒ではありません</translation>
    </message>
    <message>
        <location filename="../../app/games/tinners_trail/view/panels.py" line="110"/>
        <source>Your mines</source>
        <translation>自分の鉱山駒</translation>
    </message>
    <message>
        <location filename="../../app/games/tinners_trail/view/panels.py" line="111"/>
        <source>Supply (shared)</source>
        <translation>共通のサプライ</translation>
    </message>
    <message>
        <location filename="../../app/games/tinners_trail/view/panels.py" line="239"/>
        <source>Bid</source>
        <translation>入札</translation>
    </message>
    <message>
        <location filename="../../app/games/tinners_trail/view/panels.py" line="240"/>
        <source>Drop out</source>
        <translation>降りる</translation>
    </message>
    <message>
        <location filename="../../app/games/tinners_trail/view/screen.py" line="78"/>
        <source>Map and work track</source>
        <translation>地図と作業トラック</translation>
    </message>
    <message>
        <location filename="../../app/games/tinners_trail/view/screen.py" line="79"/>
        <source>Prices, developments, investment</source>
        <translation>価格・開発・投資</translation>
    </message>
    <message>
        <location filename="../../app/games/tinners_trail/controller.py" line="122"/>
        <source>the survey cards in hand and the face-down tiles each player looked at</source>
        <translation>各プレイヤーの手元の調査カードと、見た裏向きのタイル</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <location filename="../../app/ui/widgets/turnbar.py" line="57"/>
        <source>Confirm turn</source>
        <translation>手番を確定</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/turnbar.py" line="58"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/turnbar.py" line="59"/>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../../app/ui/widgets/turnbar.py" line="85"/>
        <source>Take back your last move</source>
        <translation>最後の手を取り消します</translation>
    </message>
</context>
<context>
    <name>UndoNote</name>
    <message>
        <location filename="../../app/ui/undonote.py" line="27"/>
        <source>Return to the present to undo</source>
        <translation>現在の局面に戻ると取り消せます</translation>
    </message>
    <message>
        <location filename="../../app/ui/undonote.py" line="29"/>
        <source>Nothing to undo yet</source>
        <translation>取り消せる手はまだありません</translation>
    </message>
    <message>
        <location filename="../../app/ui/undonote.py" line="31"/>
        <source>The game is over: its last move is final</source>
        <translation>ゲームは終了しました。最後の手は確定済みです</translation>
    </message>
    <message>
        <location filename="../../app/ui/undonote.py" line="41"/>
        <source>The last move was a bot&apos;s: it cannot be undone</source>
        <translation>最後の手はボットの手なので取り消せません</translation>
    </message>
    <message>
        <location filename="../../app/ui/undonote.py" line="45"/>
        <source>The last move showed something new (a tile, a card or dice): it is final</source>
        <translation>最後の手で新しい情報（タイル・カード・ダイス）が明らかになったため、取り消せません</translation>
    </message>
    <message>
        <location filename="../../app/ui/undonote.py" line="51"/>
        <source>The last move was {0}&apos;s and is final: the turn has passed on</source>
        <translation>最後の手は{0}の手で確定済みです（手番が移りました）</translation>
    </message>
    <message>
        <location filename="../../app/ui/undonote.py" line="54"/>
        <source>Your turn is confirmed: its moves can no longer be undone</source>
        <translation>手番は確定済みのため、取り消せません</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../../app/shell/welcome.py" line="208"/>
        <source>Heavy board games for one screen: hot-seat, bots, printed setups</source>
        <translation>1つの画面で遊ぶ重量級ボードゲーム：ホットシート、ボット、セットアップの印刷</translation>
    </message>
    <message>
        <location filename="../../app/shell/welcome.py" line="211"/>
        <source>An interrupted game was found: {0}. Resume it?</source>
        <translation>中断したゲームがあります：{0}。再開しますか？</translation>
    </message>
    <message>
        <location filename="../../app/shell/welcome.py" line="213"/>
        <source>Resume the interrupted game</source>
        <translation>中断したゲームを再開</translation>
    </message>
    <message>
        <location filename="../../app/shell/welcome.py" line="214"/>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <location filename="../../app/shell/welcome.py" line="215"/>
        <source>Open a saved game…</source>
        <translation>保存したゲームを開く…</translation>
    </message>
    <message>
        <location filename="../../app/shell/welcome.py" line="216"/>
        <source>Learn a game: a guided first game</source>
        <translation>ゲームを覚える：ガイド付きの初回ゲーム</translation>
    </message>
    <message>
        <location filename="../../app/shell/welcome.py" line="217"/>
        <source>Recent games</source>
        <translation>最近のゲーム</translation>
    </message>
    <message>
        <location filename="../../app/shell/welcome.py" line="221"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../../app/shell/welcome.py" line="221"/>
        <source>Last played</source>
        <translation>最後に遊んだ日時</translation>
    </message>
    <message>
        <location filename="../../app/shell/welcome.py" line="221"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../../app/shell/welcome.py" line="221"/>
        <source>Progress</source>
        <translation>進み具合</translation>
    </message>
    <message>
        <location filename="../../app/shell/welcome.py" line="223"/>
        <source>Continue the selected game</source>
        <translation>選んだゲームの続きを遊ぶ</translation>
    </message>
    <message>
        <location filename="../../app/shell/welcome.py" line="224"/>
        <source>Double-click a game to continue it</source>
        <translation>ゲームをダブルクリックすると続きを遊べます</translation>
    </message>
</context>
</TS>
