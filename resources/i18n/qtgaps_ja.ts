<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<!-- Japanese for strings that Qt's own qtbase_ja catalogue leaves untranslated (Qt 6.11).
     Hand-maintained: `make translations` compiles it but never runs lupdate on it.
     Every entry must be missing from qtbase_ja (tests/shell/test_qt_dialogs_ja.py checks). -->
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>ドライブ</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>フォルダ</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>QCupsJobWidget</name>
    <message>
        <source>&amp;Billing information:</source>
        <translation>課金情報(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <comment>Banner page at end</comment>
        <translation>終了バナー(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <comment>Banner page at start</comment>
        <translation>開始バナー(&amp;S):</translation>
    </message>
    <message>
        <source>Job &amp;priority:</source>
        <translation>ジョブの優先度(&amp;P):</translation>
    </message>
    <message>
        <source>Scheduled &amp;printing:</source>
        <translation>印刷スケジュール(&amp;P):</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>ファイルの場所(&amp;L):</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>ファイルの種類(&amp;T):</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>&lt;b&gt;The name &quot;%1&quot; cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
        <translation>&lt;b&gt;「%1」という名前は使えません。&lt;/b&gt;&lt;p&gt;文字数を減らすか、記号を含まない別の名前にしてください。</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Page &amp;order:</source>
        <translation>ページの順序(&amp;O):</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>1枚あたりのページ数(&amp;P):</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <source>%1 does not follow the correct syntax. Please use ',' to separate ranges and pages, '-' to define ranges and make sure ranges do not intersect with each other.</source>
        <translation>「%1」はページ指定の書式に合っていません。ページや範囲はカンマ（,）で区切り、範囲はハイフン（-）で指定して、範囲どうしが重ならないようにしてください。</translation>
    </message>
    <message>
        <source>Duplex Settings Conflicts</source>
        <translation>両面印刷の設定の競合</translation>
    </message>
    <message>
        <source>Invalid Pages Definition</source>
        <translation>ページ指定が正しくありません</translation>
    </message>
    <message>
        <source>There are conflicts in duplex settings. Do you want to fix them?</source>
        <translation>両面印刷の設定が競合しています。修正しますか？</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesDialog</name>
    <message>
        <source>Advanced Option Conflicts</source>
        <translation>詳細設定の競合</translation>
    </message>
    <message>
        <source>Page Setup Conflicts</source>
        <translation>ページ設定の競合</translation>
    </message>
    <message>
        <source>There are conflicts in page setup options. Do you want to fix them?</source>
        <translation>ページ設定のオプションが競合しています。修正しますか？</translation>
    </message>
    <message>
        <source>There are conflicts in some advanced options. Do you want to fix them?</source>
        <translation>一部の詳細設定が競合しています。修正しますか？</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesWidget</name>
    <message>
        <source>Advanced</source>
        <translation>詳細設定</translation>
    </message>
    <message>
        <source>There are conflicts in some options. Please fix them.</source>
        <translation>一部のオプションが競合しています。修正してください。</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Double Sided Printing</source>
        <translation>両面印刷</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>長辺とじ</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Page &amp;Set:</source>
        <translation>印刷するページ(&amp;S):</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>ページ指定</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>短辺とじ</translation>
    </message>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>ページや範囲をカンマ（,）で区切って指定します。範囲は2つの数をハイフン（-）でつなぎます。例：3,5-7,9と指定すると3、5、6、7、9ページを印刷します。</translation>
    </message>
</context>
</TS>
