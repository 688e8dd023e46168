<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>GameOverDialog</name>
    <message numerus="yes">
        <source>after %n round(s)</source>
        <translation>
            <numerusform>after %n round</numerusform>
            <numerusform>after %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message numerus="yes">
        <source>%n flight(s)</source>
        <translation>
            <numerusform>%n flight</numerusform>
            <numerusform>%n flights</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinScreen</name>
    <message numerus="yes">
        <source>Not joined yet: %1. “%2” starts without them: their phone(s) can join later.</source>
        <translation>
            <numerusform>Not joined yet: %1. “%2” starts without this phone: it can join later.</numerusform>
            <numerusform>Not joined yet: %1. “%2” starts without these phones: they can join later.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LayoutCommands</name>
    <message numerus="yes">
        <source>Remove %n disc(s)</source>
        <translation>
            <numerusform>Remove %n disc</numerusform>
            <numerusform>Remove %n discs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n disc(s)</source>
        <translation>
            <numerusform>Move %n disc</numerusform>
            <numerusform>Move %n discs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nudge %n disc(s)</source>
        <translation>
            <numerusform>Nudge %n disc</numerusform>
            <numerusform>Nudge %n discs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LayoutEditor</name>
    <message numerus="yes">
        <source>There are %n suns; a layout has exactly one. Remove all but one.</source>
        <translation>
            <numerusform>There are %n suns; a layout has exactly one. Remove all but one.</numerusform>
            <numerusform>There are %n suns; a layout has exactly one. Remove all but one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>There are %n Earths; a layout has exactly one. Remove all but one.</source>
        <translation>
            <numerusform>There are %n Earths; a layout has exactly one. Remove all but one.</numerusform>
            <numerusform>There are %n Earths; a layout has exactly one. Remove all but one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>There are %1 planet slots, but only %2 planets can be dealt face down. Remove %n.</source>
        <translation>
            <numerusform>There are %1 planet slots, but only %2 planets can be dealt face down. Remove %n.</numerusform>
            <numerusform>There are %1 planet slots, but only %2 planets can be dealt face down. Remove %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Planets are dealt row by row, so the slot(s) ringed in red get none: %1.</source>
        <translation>
            <numerusform>Planets are dealt row by row, so the slot ringed in red gets none: %1.</numerusform>
            <numerusform>Planets are dealt row by row, so the slots ringed in red get none: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slot(s) left</source>
        <translation>
            <numerusform>%n slot left</numerusform>
            <numerusform>%n slots left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n too many</source>
        <translation>
            <numerusform>%n too many</numerusform>
            <numerusform>%n too many</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ready to play: one sun, one Earth, %n planet slot(s).</source>
        <translation>
            <numerusform>Ready to play: one sun, one Earth, %n planet slot.</numerusform>
            <numerusform>Ready to play: one sun, one Earth, %n planet slots.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LayoutEditorWindow</name>
    <message numerus="yes">
        <source>The piece can stop on %n disc(s), </source>
        <translation>
            <numerusform>The piece can stop on %n disc, </numerusform>
            <numerusform>The piece can stop on %n discs, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The path wraps around %n time(s).</source>
        <translation>
            <numerusform>The path wraps around %n time.</numerusform>
            <numerusform>The path wraps around %n times.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetupSheet</name>
    <message numerus="yes">
        <source>Shuffle the planets other than Earth and deal one face down on each of the %n slot(s) marked with a compass rose.</source>
        <translation>
            <numerusform>Shuffle the planets other than Earth and deal one face down on the %n slot marked with a compass rose.</numerusform>
            <numerusform>Shuffle the planets other than Earth and deal one face down on each of the %n slots marked with a compass rose.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n planet(s) stay in the box.</source>
        <translation>
            <numerusform>%n planet stays in the box.</numerusform>
            <numerusform>%n planets stay in the box.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SuggestCommands</name>
    <message numerus="yes">
        <source>Accept the suggested board (%n edit(s))</source>
        <translation>
            <numerusform>Accept the suggested board (%n edit)</numerusform>
            <numerusform>Accept the suggested board (%n edits)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SuggestWindow</name>
    <message numerus="yes">
        <source>%n edit(s) tried: best median so far %1 rounds; %2 games played.</source>
        <translation>
            <numerusform>%n edit tried: best median so far %1 rounds; %2 games played.</numerusform>
            <numerusform>%n edits tried: best median so far %1 rounds; %2 games played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No board within %n edit(s) met every goal; these come nearest.</source>
        <translation>
            <numerusform>No board within %n edit met every goal; these come nearest.</numerusform>
            <numerusform>No board within %n edits met every goal; these come nearest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No board within %n edit(s) came nearer the goals than yours.</source>
        <translation>
            <numerusform>No board within %n edit came nearer the goals than yours.</numerusform>
            <numerusform>No board within %n edits came nearer the goals than yours.</numerusform>
        </translation>
    </message>
</context>
</TS>
