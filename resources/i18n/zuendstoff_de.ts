<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Backdrop</name>
    <message>
        <source>Zündstoff is starting</source>
        <translation>Zündstoff startet</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>G</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>lila</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>Dreieck</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>Raute</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>Sechseck</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>Sonne</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 rockets pointing %2</source>
        <translation>Raketen in %1 zeigen nach %2</translation>
    </message>
    <message>
        <source>%1 rocket pointing %2</source>
        <translation>Rakete in %1 zeigt nach %2</translation>
    </message>
    <message>
        <source>Face-down planet</source>
        <translation>Verdeckter Planet</translation>
    </message>
    <message>
        <source>Earth, planet 1</source>
        <translation>Erde, Planet 1</translation>
    </message>
    <message>
        <source>Planet %1</source>
        <translation>Planet %1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a disc, then its place</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 rocket %2 pointing %3</source>
        <translation>Rakete in %1 (%2) zeigt nach %3</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>aufgedeckt</translation>
    </message>
    <message>
        <source>stop disc</source>
        <translation>Stop-Scheibe</translation>
    </message>
    <message>
        <source>on the flight path</source>
        <translation>auf dem Flugweg</translation>
    </message>
    <message>
        <source>highlighted choice</source>
        <translation>markierte Wahl</translation>
    </message>
    <message>
        <source>highlighted, can be chosen</source>
        <translation>markiert, wählbar</translation>
    </message>
    <message>
        <source>1 piece: %2</source>
        <translation>1 Spielfigur: %2</translation>
    </message>
    <message>
        <source>%1 pieces: %2</source>
        <translation>%1 Spielfiguren: %2</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Erde</translation>
    </message>
    <message>
        <source>%1&apos;s piece (%2 %3)</source>
        <translation>Spielfigur von %1 (%2, %3)</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>Lücke</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1: chips %2</source>
        <translation>%1: Chips %2</translation>
    </message>
    <message>
        <source>, wins</source>
        <translation>, gewinnt</translation>
    </message>
    <message>
        <source>Sunglasses chips</source>
        <translation>Sonnenbrillen-Chips</translation>
    </message>
    <message>
        <source>STOP</source>
        <translation>STOP</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Left and Right step the replay back and forward, Space plays or pauses, Home and End go to the start and the end, Page Up and Page Down by round; Up and Down move between the discs; Shift and an arrow key say the next disc that way; R says where this disc&apos;s rockets lead.</source>
        <translation>Links und Rechts gehen in der Wiederholung einen Schritt zurück und vor, Leertaste spielt ab oder hält an, Pos1 und Ende springen zum Anfang und zum Schluss, Bild auf und Bild ab rundenweise; Hoch und Runter wechseln zwischen den Scheiben; Umschalt und eine Pfeiltaste sagen die nächste Scheibe in dieser Richtung; R sagt, wohin die Raketen dieser Scheibe führen.</translation>
    </message>
    <message>
        <source>Arrow keys move between the discs; Shift and an arrow key say the next disc that way; R says where this disc&apos;s rockets lead; N and Shift+N jump to the highlighted discs; Enter or Space chooses the disc.</source>
        <translation>Pfeiltasten wechseln zwischen den Scheiben; Umschalt und eine Pfeiltaste sagen die nächste Scheibe in dieser Richtung; R sagt, wohin die Raketen dieser Scheibe führen; N und Umschalt+N springen zu den markierten Scheiben; Eingabe oder Leertaste wählt die Scheibe.</translation>
    </message>
    <message>
        <source>No disc is highlighted now.</source>
        <translation>Gerade ist keine Scheibe markiert.</translation>
    </message>
    <message>
        <source>No disc has the cursor: press an arrow key first.</source>
        <translation>Keine Scheibe hat den Cursor: drück zuerst eine Pfeiltaste.</translation>
    </message>
    <message>
        <source>%1: no other disc in this line.</source>
        <translation>%1: keine andere Scheibe in dieser Linie.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: round the edge to %2</source>
        <translation>%1: über den Rand zu %2</translation>
    </message>
    <message>
        <source>%1: face down, its rockets are not known yet.</source>
        <translation>%1: verdeckt, seine Raketen sind noch unbekannt.</translation>
    </message>
    <message>
        <source>%1 rocket points %2 to %3</source>
        <translation>Rakete in %1 zeigt nach %2 zu %3</translation>
    </message>
    <message>
        <source>no other disc</source>
        <translation>keiner anderen Scheibe</translation>
    </message>
</context>
<context>
    <name>CardPreview</name>
    <message>
        <source>%1: adds to the colour of your other card; no flight to show yet.</source>
        <translation>%1: zählt zur Farbe deiner anderen Karte; noch kein Flug zu zeigen.</translation>
    </message>
    <message>
        <source>%1: the sun would turn a quarter clockwise.</source>
        <translation>%1: Die Sonne würde sich eine Vierteldrehung im Uhrzeigersinn drehen.</translation>
    </message>
    <message>
        <source>%1: you would turn %2 a quarter clockwise.</source>
        <translation>%1: Du würdest %2 eine Vierteldrehung im Uhrzeigersinn drehen.</translation>
    </message>
    <message>
        <source>%1: you would turn %2 a quarter clockwise, or one of %3 other planets one to three quarters.</source>
        <translation>%1: Du würdest %2 eine Vierteldrehung im Uhrzeigersinn drehen oder einen von %3 anderen Planeten um eine bis drei Vierteldrehungen.</translation>
    </message>
    <message>
        <source>%1 (for %2)</source>
        <translation>%1 (für %2)</translation>
    </message>
    <message>
        <source>%1: your piece on %2 cannot fly %3 now.</source>
        <translation>%1: Deine Figur (jetzt: %2) kann nicht mit %3 fliegen.</translation>
    </message>
    <message>
        <source>The sun blocks the way.</source>
        <translation>Die Sonne versperrt den Weg.</translation>
    </message>
    <message>
        <source>%1 (round the edge)</source>
        <translation>%1 (über den Rand)</translation>
    </message>
    <message>
        <source>%1: from %2 your piece would fly to %3.</source>
        <translation>%1: Deine Figur (jetzt: %2) würde auf %3 fliegen.</translation>
    </message>
    <message>
        <source>It would enter the sun and take a %1 chip.</source>
        <translation>Die Figur würde in die Sonne fliegen und einen Sonnenbrillen-Chip in %1 bekommen.</translation>
    </message>
    <message>
        <source>There it must stop: a face-down planet (?).</source>
        <translation>Dort muss sie anhalten: ein verdeckter Planet (?).</translation>
    </message>
    <message>
        <source>There it must stop: a stop disc.</source>
        <translation>Dort muss sie anhalten: eine Stop-Scheibe.</translation>
    </message>
    <message>
        <source>Then the sun blocks the way.</source>
        <translation>Danach versperrt die Sonne den Weg.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Zündstoff (Al Capone – Race to the Sun): the board game for 2–5 players.</source>
        <translation>Zündstoff (Al Capone – Race to the Sun): das Brettspiel für 2–5 Spieler.</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>die Version zeigen und beenden</translation>
    </message>
    <message>
        <source>render the board of a game offscreen to a PNG and exit</source>
        <translation>den Spielplan eines Spiels ohne Fenster als PNG-Bild speichern und beenden</translation>
    </message>
    <message>
        <source>with --screenshot: the game record (.zrec) to render</source>
        <translation>mit --screenshot: das gespeicherte Spiel (.zrec), dessen Spielplan gezeichnet wird</translation>
    </message>
    <message>
        <source>start with the new-game dialog, without offering to continue</source>
        <translation>mit dem Dialog für ein neues Spiel beginnen, ohne das Weiterspielen anzubieten</translation>
    </message>
    <message>
        <source>FILE.png</source>
        <translation>DATEI.png</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>a file to open: a saved game, a layout (opens in the layout editor) or a disc set (in the disc-set editor)</source>
        <translation>eine Datei zum Öffnen: ein gespeichertes Spiel, ein Spielaufbau (öffnet im Spielaufbau-Editor) oder ein Scheibensatz (im Scheibensatz-Editor)</translation>
    </message>
    <message>
        <source>FILE.zrec</source>
        <translation>DATEI.zrec</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>%1: error: %2</source>
        <translation>%1: Fehler: %2</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>erwartet einen Wert</translation>
    </message>
    <message>
        <source>argument %1: %2</source>
        <translation>Argument %1: %2</translation>
    </message>
    <message>
        <source>--record needs --screenshot</source>
        <translation>--record geht nur zusammen mit --screenshot</translation>
    </message>
    <message>
        <source>zuendstoff: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set), so the game window cannot open.
Start Zündstoff from a desktop session, or give it a display, for example:
  DISPLAY=:0 zuendstoff          (a running X screen)
  xvfb-run zuendstoff            (a virtual screen, from the package xvfb)
Without any window: zuendstoff --screenshot board.png, or zuendstoff --self-test.</source>
        <translation>zuendstoff: keine Anzeige gefunden (weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt), daher kann sich das Spielfenster nicht öffnen.
Starte Zündstoff in einer Desktop-Sitzung oder gib ihm eine Anzeige, zum Beispiel:
  DISPLAY=:0 zuendstoff          (ein laufender X-Bildschirm)
  xvfb-run zuendstoff            (ein virtueller Bildschirm, aus dem Paket xvfb)
Ganz ohne Fenster: zuendstoff --screenshot board.png oder zuendstoff --self-test.</translation>
    </message>
</context>
<context>
    <name>CompassChooser</name>
    <message>
        <source>Turn the planet face up with its top to the %1</source>
        <translation>Den Planeten aufdecken, Oberseite nach %1</translation>
    </message>
    <message>
        <source>Turn the top to the %1</source>
        <translation>Oberseite nach %1 drehen</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Fly %1</source>
        <translation>Mit %1 fliegen</translation>
    </message>
    <message>
        <source>Stop on:</source>
        <translation>Anhalten auf:</translation>
    </message>
    <message>
        <source>Stop on %1</source>
        <translation>Anhalten auf %1</translation>
    </message>
    <message>
        <source>Turn %1 face up, its top to the:</source>
        <translation>%1 aufdecken, Oberseite nach:</translation>
    </message>
    <message>
        <source>Everyone has seen it?</source>
        <translation>Alle haben es gesehen?</translation>
    </message>
    <message>
        <source>Going on in %1 s – or:</source>
        <translation>Weiter in %1 s – oder:</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Continue to the next step</source>
        <translation>Weiter zum nächsten Schritt</translation>
    </message>
    <message>
        <source>%1 chosen: now choose ¼, ½ or ¾ turn.</source>
        <translation>%1 gewählt: jetzt ¼, ½ oder ¾ Drehung wählen.</translation>
    </message>
    <message>
        <source>Choose where its top points with the compass buttons.</source>
        <translation>Wähle mit den Kompass-Knöpfen, wohin seine Oberseite zeigt.</translation>
    </message>
    <message>
        <source>Nothing to do on %1 now.</source>
        <translation>Auf %1 gibt es gerade nichts zu tun.</translation>
    </message>
    <message>
        <source>Stop here</source>
        <translation>Hier anhalten</translation>
    </message>
    <message>
        <source>Turn a quarter</source>
        <translation>Um eine Vierteldrehung drehen</translation>
    </message>
    <message>
        <source>Turn half way round</source>
        <translation>Um eine halbe Drehung drehen</translation>
    </message>
    <message>
        <source>Turn three quarters</source>
        <translation>Um eine Dreivierteldrehung drehen</translation>
    </message>
    <message>
        <source>Turn it face up, its top to the %1</source>
        <translation>Aufdecken, Oberseite nach %1</translation>
    </message>
    <message>
        <source>Turn %1 a quarter</source>
        <translation>Vierteldrehung für %1</translation>
    </message>
    <message>
        <source>or turn</source>
        <translation>oder drehen:</translation>
    </message>
    <message>
        <source>Planet to turn</source>
        <translation>Planet, der gedreht wird</translation>
    </message>
    <message>
        <source>¼ turn</source>
        <translation>¼ Drehung</translation>
    </message>
    <message>
        <source>½ turn</source>
        <translation>½ Drehung</translation>
    </message>
    <message>
        <source>¾ turn</source>
        <translation>¾ Drehung</translation>
    </message>
    <message>
        <source>Turn the chosen planet by %1</source>
        <translation>Den gewählten Planeten um %1 drehen</translation>
    </message>
</context>
<context>
    <name>DiscSetCommands</name>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>Turn %1 rocket of %2</source>
        <translation>Rakete in %1 von %2 drehen</translation>
    </message>
    <message>
        <source>Turn rocket of %2</source>
        <translation>Rakete von %2 drehen</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>%1 drehen</translation>
    </message>
    <message>
        <source>Point %1 rocket of %2 %3</source>
        <translation>Rakete in %1 von %2 nach %3 richten</translation>
    </message>
    <message>
        <source>Turn a rocket of the sun</source>
        <translation>Eine Rakete der Sonne drehen</translation>
    </message>
    <message>
        <source>Turn the sun</source>
        <translation>Die Sonne drehen</translation>
    </message>
    <message>
        <source>Set %1 rocket number of %2 to %3</source>
        <translation>Nummer der Rakete in %1 von %2 auf %3 setzen</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>Rename disc set</source>
        <translation>Scheibensatz umbenennen</translation>
    </message>
</context>
<context>
    <name>DiscSetEditor</name>
    <message>
        <source>This is the default disc set. It is read-only: duplicate it to enter the faces of your own discs.</source>
        <translation>Dies ist der mitgelieferte Scheibensatz. Er ist schreibgeschützt: Kopiere ihn, um die Vorderseiten deiner eigenen Scheiben einzugeben.</translation>
    </message>
    <message>
        <source>&amp;Duplicate to edit</source>
        <translation>Zum Bearbeiten &amp;kopieren</translation>
    </message>
    <message>
        <source>Untitled disc set</source>
        <translation>Unbenannter Scheibensatz</translation>
    </message>
    <message>
        <source>Disc set &amp;name:</source>
        <translation>&amp;Name des Scheibensatzes:</translation>
    </message>
    <message>
        <source>Planet n&amp;ame:</source>
        <translation>N&amp;ame des Planeten:</translation>
    </message>
    <message>
        <source>Rocket</source>
        <translation>Rakete</translation>
    </message>
    <message>
        <source>Points to</source>
        <translation>Zeigt nach</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Rot</translation>
    </message>
    <message>
        <source>&amp;Yellow</source>
        <translation>&amp;Gelb</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>&amp;Blau</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>The sun&apos;s fourth side shows all three rockets (R2).</source>
        <translation>Die vierte Seite der Sonne zeigt alle drei Raketen (R2).</translation>
    </message>
    <message>
        <source>⟲ Turn disc</source>
        <translation>⟲ Scheibe drehen</translation>
    </message>
    <message>
        <source>Turn disc ⟳</source>
        <translation>Scheibe drehen ⟳</translation>
    </message>
    <message>
        <source>On the disc: click a rocket to turn it a quarter clockwise (Shift+click: back). Keys: %1, %2, %3 turn the red, yellow, blue rocket; T turns the disc; arrows choose a disc.</source>
        <translation>Auf der Scheibe: Klicke auf eine Rakete, um sie eine Vierteldrehung im Uhrzeigersinn zu drehen (Umschalt+Klick: zurück). Tasten: %1, %2, %3 drehen die rote, gelbe, blaue Rakete; T dreht die Scheibe; Pfeiltasten wählen eine Scheibe.</translation>
    </message>
    <message>
        <source>Check (R1–R3)</source>
        <translation>Prüfung (R1–R3)</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>Sonne</translation>
    </message>
    <message>
        <source>Planet %1</source>
        <translation>Planet %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot be used yet:</source>
        <translation>Noch nicht verwendbar:</translation>
    </message>
    <message>
        <source>Complete: the sun and 15 planets, Earth is planet 1, every planet has three rockets on three sides with three different numbers.</source>
        <translation>Vollständig: die Sonne und 15 Planeten, die Erde ist Planet 1, jeder Planet hat drei Raketen auf drei Seiten mit drei verschiedenen Nummern.</translation>
    </message>
</context>
<context>
    <name>DiscSetEditorWindow</name>
    <message>
        <source>Disc set</source>
        <translation>Scheibensatz</translation>
    </message>
    <message>
        <source>Disc</source>
        <translation>Scheibe</translation>
    </message>
    <message>
        <source>&amp;New disc set</source>
        <translation>&amp;Neuer Scheibensatz</translation>
    </message>
    <message>
        <source>A new disc set, starting from a copy of the default</source>
        <translation>Ein neuer Scheibensatz, ausgehend von einer Kopie des mitgelieferten</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Duplicate to edit</source>
        <translation>Zum Bearbeiten &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>Open the de&amp;fault set</source>
        <translation>&amp;Mitgelieferten Satz öffnen</translation>
    </message>
    <message>
        <source>Turn the &amp;red rocket</source>
        <translation>&amp;Rote Rakete drehen</translation>
    </message>
    <message>
        <source>Turn the &amp;yellow rocket</source>
        <translation>&amp;Gelbe Rakete drehen</translation>
    </message>
    <message>
        <source>Turn the &amp;blue rocket</source>
        <translation>&amp;Blaue Rakete drehen</translation>
    </message>
    <message>
        <source>back</source>
        <translation>zurück</translation>
    </message>
    <message>
        <source>&amp;Turn the disc</source>
        <translation>Scheibe &amp;drehen</translation>
    </message>
    <message>
        <source>Turn the disc bac&amp;k</source>
        <translation>Scheibe &amp;zurückdrehen</translation>
    </message>
    <message>
        <source>&amp;Next disc</source>
        <translation>N&amp;ächste Scheibe</translation>
    </message>
    <message>
        <source>&amp;Previous disc</source>
        <translation>&amp;Vorige Scheibe</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Default disc set (read-only)</source>
        <translation>Mitgelieferter Scheibensatz (schreibgeschützt)</translation>
    </message>
    <message>
        <source>Untitled disc set</source>
        <translation>Unbenannter Scheibensatz</translation>
    </message>
    <message>
        <source>%1[*] — Zündstoff disc-set editor</source>
        <translation>%1[*] — Zündstoff-Scheibensatz-Editor</translation>
    </message>
    <message>
        <source>The default disc set is read-only: duplicate it to edit.</source>
        <translation>Der mitgelieferte Scheibensatz ist schreibgeschützt: Kopiere ihn, um ihn zu bearbeiten.</translation>
    </message>
    <message>
        <source>Copy of %1</source>
        <translation>Kopie von %1</translation>
    </message>
    <message>
        <source>My discs</source>
        <translation>Meine Scheiben</translation>
    </message>
    <message>
        <source>Duplicate disc set</source>
        <translation>Scheibensatz kopieren</translation>
    </message>
    <message>
        <source>This copy is yours to edit; save it to keep it.</source>
        <translation>Diese Kopie kannst du bearbeiten; speichere sie, um sie zu behalten.</translation>
    </message>
    <message>
        <source>Cannot open disc set</source>
        <translation>Scheibensatz kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Open disc set</source>
        <translation>Scheibensatz öffnen</translation>
    </message>
    <message>
        <source>Zündstoff disc sets (*.zdiscs);;All files (*)</source>
        <translation>Zündstoff-Scheibensätze (*.zdiscs);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save disc set as</source>
        <translation>Scheibensatz speichern unter</translation>
    </message>
    <message>
        <source>Cannot save disc set</source>
        <translation>Scheibensatz kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>This disc set cannot be saved yet: %1</source>
        <translation>Dieser Scheibensatz kann noch nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>%1: the default disc set is read-only; choose another name.</source>
        <translation>%1: Der mitgelieferte Scheibensatz ist schreibgeschützt; wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>%1: fix these first: %2</source>
        <translation>%1: Bitte zuerst beheben: %2</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
</context>
<context>
    <name>DiscSetModel</name>
    <message>
        <source>Earth</source>
        <translation>Erde</translation>
    </message>
    <message>
        <source>Planet %1</source>
        <translation>Planet %1</translation>
    </message>
    <message>
        <source>R2: the sun needs one red, one yellow and one blue rocket on three sides and all three on the fourth side.</source>
        <translation>R2: Die Sonne braucht auf drei Seiten je eine rote, eine gelbe und eine blaue Rakete und auf der vierten Seite alle drei.</translation>
    </message>
    <message>
        <source>The disc set&apos;s name is too long.</source>
        <translation>Der Name des Scheibensatzes ist zu lang.</translation>
    </message>
    <message>
        <source>R1: %1 has two rockets on one side.</source>
        <translation>R1: %1 hat zwei Raketen auf einer Seite.</translation>
    </message>
    <message>
        <source>R3: %1 has two rockets with the same number.</source>
        <translation>R3: %1 hat zwei Raketen mit derselben Nummer.</translation>
    </message>
    <message>
        <source>%1: rocket numbers go from 1 to %2.</source>
        <translation>%1: Raketennummern gehen von 1 bis %2.</translation>
    </message>
    <message>
        <source>%1: the name is too long.</source>
        <translation>%1: Der Name ist zu lang.</translation>
    </message>
</context>
<context>
    <name>DiscSetScene</name>
    <message>
        <source>Sun</source>
        <translation>Sonne</translation>
    </message>
</context>
<context>
    <name>EditorSpeech</name>
    <message>
        <source>sun</source>
        <translation>Sonne</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Erde</translation>
    </message>
    <message>
        <source>planet slot</source>
        <translation>Planetenplatz</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>Tool: %1</source>
        <translation>Werkzeug: %1</translation>
    </message>
</context>
<context>
    <name>Editors</name>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before closing?</source>
        <translation>%1 hat ungespeicherte Änderungen. Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>%1 rückgängig machen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>%1 wiederholen</translation>
    </message>
</context>
<context>
    <name>FarInvitations</name>
    <message>
        <source>Invitation for %1</source>
        <translation>Einladung für %1</translation>
    </message>
    <message>
        <source>Link for %1</source>
        <translation>Link für %1</translation>
    </message>
    <message>
        <source>Code for %1</source>
        <translation>Code für %1</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Link kopieren</translation>
    </message>
    <message>
        <source>Copy code</source>
        <translation>Code kopieren</translation>
    </message>
    <message>
        <source>QR code of %1&apos;s link</source>
        <translation>QR-Code des Links für %1</translation>
    </message>
    <message>
        <source>Link:</source>
        <translation>Link:</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Code:</translation>
    </message>
    <message>
        <source>Copied. Send it to that person only.</source>
        <translation>Kopiert. Schick es nur dieser Person.</translation>
    </message>
    <message>
        <source>Invite friends far away</source>
        <translation>Freunde in der Ferne einladen</translation>
    </message>
    <message>
        <source>Send each person far away their own invitation (in a message, or let them scan the code). They open it in Zündstoff (Game → Join a game far away…). Whoever has an invitation can play that seat: send it to that person only.</source>
        <translation>Schick jeder Person in der Ferne ihre eigene Einladung (in einer Nachricht, oder lass sie den Code scannen). Geöffnet wird sie in Zündstoff (Spiel → Einem Spiel in der Ferne beitreten …). Wer eine Einladung hat, kann diesen Platz spielen: Schick sie nur dieser Person.</translation>
    </message>
    <message>
        <source>These invitations still work: a far-away player who lost the connection or closed Zündstoff joins again with the same one.</source>
        <translation>Diese Einladungen gelten weiter: Wer in der Ferne die Verbindung verloren oder Zündstoff geschlossen hat, kommt mit derselben wieder dazu.</translation>
    </message>
    <message>
        <source>Broker: %1</source>
        <translation>Broker: %1</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>New invitation for %1: the one sent before no longer works. Send this one to %1 only.</source>
        <translation>Neue Einladung für %1: Die bisherige gilt nicht mehr. Schick diese nur an %1.</translation>
    </message>
</context>
<context>
    <name>FarSeats</name>
    <message>
        <source>No broker is set (Settings → Internet play).</source>
        <translation>Es ist kein Broker eingestellt (Einstellungen → Spiel übers Internet).</translation>
    </message>
    <message>
        <source>The far-away invitations could not be kept (%1): after a restart they would be new.</source>
        <translation>Die Einladungen in die Ferne konnten nicht aufbewahrt werden (%1): Nach einem Neustart wären sie neu.</translation>
    </message>
    <message>
        <source>The far-away players rejoin with the invitations they have.</source>
        <translation>Die Spieler in der Ferne kommen mit ihren Einladungen wieder dazu.</translation>
    </message>
    <message>
        <source>Friends far away cannot join: %1

%2 play on this screen instead (hot-seat).</source>
        <translation>Freunde in der Ferne können nicht mitspielen: %1

%2 spielen stattdessen an diesem Bildschirm (reihum).</translation>
    </message>
    <message>
        <source>Friends far away cannot join</source>
        <translation>Freunde in der Ferne können nicht mitspielen</translation>
    </message>
    <message>
        <source>The table cannot undo now.</source>
        <translation>Der Tisch kann gerade nichts zurücknehmen.</translation>
    </message>
    <message>
        <source>The last decision Undo would take back is not yours: %1</source>
        <translation>Die letzte Entscheidung, die Rückgängig zurücknehmen würde, ist nicht deine: %1</translation>
    </message>
    <message>
        <source>Taken back, as %1 asked from far away: %2</source>
        <translation>Zurückgenommen, wie %1 aus der Ferne gebeten hat: %2</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <translation>Zurückgenommen: %1</translation>
    </message>
    <message>
        <source>Waiting for %1 (far away)</source>
        <translation>Warte auf %1 (in der Ferne)</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>Verbindung verloren</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>Let the computer play for %1</source>
        <translation>Den Computer für %1 spielen lassen</translation>
    </message>
    <message>
        <source>The computer plays for %1</source>
        <translation>Der Computer spielt für %1</translation>
    </message>
    <message>
        <source>%1 plays again</source>
        <translation>%1 spielt wieder</translation>
    </message>
</context>
<context>
    <name>FarWindow</name>
    <message>
        <source>Zündstoff – playing far away</source>
        <translation>Zündstoff – aus der Ferne spielen</translation>
    </message>
    <message>
        <source>Joining the table through the broker…</source>
        <translation>Trete dem Tisch über den Broker bei …</translation>
    </message>
    <message>
        <source>The table&apos;s record of the game cannot be replayed: %1</source>
        <translation>Die Aufzeichnung des Tisches lässt sich nicht wiederholen: %1</translation>
    </message>
    <message>
        <source>The table sent something that does not fit: %1</source>
        <translation>Der Tisch hat etwas geschickt, das nicht passt: %1</translation>
    </message>
    <message>
        <source>Reconnecting to the broker…</source>
        <translation>Verbinde wieder mit dem Broker …</translation>
    </message>
    <message>
        <source>Connecting to the broker…</source>
        <translation>Verbinde mit dem Broker …</translation>
    </message>
    <message>
        <source>Connected – waiting for the table…</source>
        <translation>Verbunden – warte auf den Tisch …</translation>
    </message>
    <message>
        <source>The table has not answered. Is its game open in Zündstoff? An invitation the table has replaced with a new one no longer works: ask for the new one.</source>
        <translation>Der Tisch hat nicht geantwortet. Ist sein Spiel in Zündstoff offen? Eine Einladung, die der Tisch durch eine neue ersetzt hat, gilt nicht mehr: Frag nach der neuen.</translation>
    </message>
    <message>
        <source>Connected – no word from the table for a while. If it sent you a new invitation, open that one.</source>
        <translation>Verbunden – vom Tisch kommt seit einer Weile nichts. Hat er dir eine neue Einladung geschickt, öffne diese.</translation>
    </message>
    <message>
        <source>Connected – the table does not answer…</source>
        <translation>Verbunden – der Tisch antwortet nicht …</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>You play %1, round %2</source>
        <translation>Du spielst %1, Runde %2</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>Deine Hand: %1</translation>
    </message>
    <message>
        <source>Laid face down: %1</source>
        <translation>Verdeckt abgelegt: %1</translation>
    </message>
    <message>
        <source>Hint: what would the strongest player do?</source>
        <translation>Tipp: Was würde der stärkste Spieler tun?</translation>
    </message>
    <message>
        <source>Ask the table to undo</source>
        <translation>Den Tisch um Rückgängig bitten</translation>
    </message>
    <message>
        <source>Asks the table to take back your last decision (Ctrl+Z); the table&apos;s rules decide.</source>
        <translation>Bittet den Tisch, deine letzte Entscheidung zurückzunehmen (Strg+Z); die Regeln des Tisches entscheiden.</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Wiederholung ansehen</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>The game is over. Won: %1</source>
        <translation>Das Spiel ist aus. Gewonnen: %1</translation>
    </message>
    <message>
        <source>Your turn: choose.</source>
        <translation>Du bist dran: wähle.</translation>
    </message>
    <message>
        <source>The table did not take that (%1). Choose again.</source>
        <translation>Der Tisch hat das nicht angenommen (%1). Wähle noch einmal.</translation>
    </message>
    <message>
        <source>Sent – the table takes it…</source>
        <translation>Gesendet – der Tisch nimmt es an …</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Warten auf %1 …</translation>
    </message>
    <message>
        <source>Waiting for the table…</source>
        <translation>Warten auf den Tisch …</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1 flies %2</source>
        <translation>%1 fliegt mit %2</translation>
    </message>
    <message>
        <source>%1 takes a %2 chip</source>
        <translation>%1 nimmt einen Chip: %2</translation>
    </message>
    <message>
        <source>Asked the table to undo…</source>
        <translation>Den Tisch um Rückgängig gebeten …</translation>
    </message>
    <message>
        <source>The table took it back. %1</source>
        <translation>Der Tisch hat es zurückgenommen. %1</translation>
    </message>
    <message>
        <source>The table did not undo: %1</source>
        <translation>Der Tisch hat nichts zurückgenommen: %1</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denke nach …</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Diesmal kein Tipp.</translation>
    </message>
    <message>
        <source>Hint: %1 – %2</source>
        <translation>Tipp: %1 – %2</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Zündstoff games (*.zrec);;All files (*)</source>
        <translation>Zündstoff-Spiele (*.zrec);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>another program is using the file (a virus scanner, the search indexer or OneDrive); try again in a moment</source>
        <translation>ein anderes Programm benutzt die Datei (ein Virenscanner, die Windows-Suche oder OneDrive); versuch es gleich noch einmal</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>Es wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Cannot continue the last game</source>
        <translation>Das letzte Spiel kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>The last game could not be continued.

%1

%2</source>
        <translation>Das letzte Spiel konnte nicht fortgesetzt werden.

%1

%2</translation>
    </message>
    <message>
        <source>%1 %2 round %3</source>
        <translation>%1 %2 Runde %3</translation>
    </message>
    <message>
        <source>Cannot keep the unfinished game</source>
        <translation>Das nicht beendete Spiel kann nicht aufbewahrt werden</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept in %1, so it stays on the table (save it with Game → Save as…, or free the folder, then try again).

%2</source>
        <translation>Das nicht beendete Spiel konnte nicht in %1 aufbewahrt werden, darum bleibt es auf dem Tisch (speichere es mit Spiel → Speichern unter …, oder mach den Ordner wieder beschreibbar, und versuch es dann noch einmal).

%2</translation>
    </message>
    <message>
        <source>Your unfinished game was kept as %1 (Game → Open…).</source>
        <translation>Dein nicht beendetes Spiel wurde als %1 aufbewahrt (Spiel → Öffnen …).</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Cannot open this game</source>
        <translation>Dieses Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The game could not be opened.

%1</source>
        <translation>Das Spiel konnte nicht geöffnet werden.

%1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Replace file?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <source>“%1” already exists. Do you want to replace it?</source>
        <translation>„%1“ gibt es schon. Möchtest du die Datei ersetzen?</translation>
    </message>
    <message>
        <source>“%1” was changed by another program since it was opened or saved here. Replace it with what is open here, or save under another name?</source>
        <translation>„%1“ wurde von einem anderen Programm geändert, seit die Datei hier geöffnet oder gespeichert wurde. Mit dem hier Geöffneten ersetzen, oder unter einem anderen Namen speichern?</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>Datei wurde geändert</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
</context>
<context>
    <name>ForcedNotice</name>
    <message>
        <source>Done for you, the only choice: %1</source>
        <translation>Für dich erledigt, weil es die einzige Möglichkeit war: %1</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>The game ended without a winner.</source>
        <translation>Das Spiel endete ohne Gewinner.</translation>
    </message>
    <message>
        <source>%1: chips %2</source>
        <translation>%1: Chips %2</translation>
    </message>
    <message numerus="yes">
        <source>after %n round(s)</source>
        <translation>
            <numerusform>nach %n Runde</numerusform>
            <numerusform>nach %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>How it went</source>
        <translation>So lief das Spiel</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Nochmal ansehen</translation>
    </message>
    <message>
        <source>Watch this game again, move by move</source>
        <translation>Dieses Spiel Zug für Zug noch einmal ansehen</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <source>A new game with the same players, seats and board</source>
        <translation>Ein neues Spiel mit denselben Leuten auf denselben Plätzen und demselben Spielplan</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern …</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>N&amp;eues Spiel …</translation>
    </message>
    <message>
        <source>&amp;Look at the board</source>
        <translation>Spielplan &amp;anschauen</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <source>Card %1 of %2</source>
        <translation>Karte %1 von %2</translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <source>Your hand</source>
        <translation>Deine Handkarten</translation>
    </message>
    <message>
        <source>Your hand, not read aloud</source>
        <translation>Deine Handkarten, nicht vorgelesen</translation>
    </message>
    <message>
        <source>Lay this card face down</source>
        <translation>Diese Karte verdeckt ablegen</translation>
    </message>
    <message>
        <source>Confirm your choice (Enter)</source>
        <translation>Wahl bestätigen (Eingabetaste)</translation>
    </message>
    <message>
        <source>second card</source>
        <translation>zweite Karte</translation>
    </message>
    <message>
        <source>first card</source>
        <translation>erste Karte</translation>
    </message>
    <message>
        <source>%1&apos;s hand – your %2</source>
        <translation>Handkarten von %1 – deine %2</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>lay %1</source>
        <translation>%1 legen</translation>
    </message>
    <message>
        <source>stop on %1</source>
        <translation>anhalten auf: %1</translation>
    </message>
    <message>
        <source>fly %1</source>
        <translation>mit %1 fliegen</translation>
    </message>
    <message>
        <source>turn %1 by %2</source>
        <translation>%1 drehen um %2</translation>
    </message>
    <message>
        <source>turn the planet with its top to the %1</source>
        <translation>den Planeten mit der Oberseite nach %1 drehen</translation>
    </message>
    <message numerus="yes">
        <source>%n flight(s)</source>
        <translation>
            <numerusform>%n Flug</numerusform>
            <numerusform>%n Flüge</numerusform>
        </translation>
    </message>
    <message>
        <source>It reaches the sun: you take the %1 chip.</source>
        <translation>Damit erreichst du die Sonne: Du bekommst einen Sonnenbrillen-Chip in %1.</translation>
    </message>
    <message>
        <source>It brings you closer: at least %1 to win after it, %2 now.</source>
        <translation>Das bringt dich näher ans Ziel: danach noch mindestens %1 bis zum Sieg, jetzt %2.</translation>
    </message>
    <message>
        <source>It holds %1 back: at least %2 to win after it, %3 now.</source>
        <translation>Das hält %1 auf: danach noch mindestens %2 bis zum Sieg, jetzt %3.</translation>
    </message>
    <message>
        <source>Nothing brings you closer this time; this keeps you best placed (at least %1 to win).</source>
        <translation>Diesmal bringt dich nichts näher; so stehst du am besten da (noch mindestens %1 bis zum Sieg).</translation>
    </message>
    <message>
        <source>Whichever of the %1 unseen planets it is, this way its rockets most likely lead you on.</source>
        <translation>Welcher der %1 noch ungesehenen Planeten es auch ist: So führen seine Raketen dich am wahrscheinlichsten weiter.</translation>
    </message>
    <message>
        <source>(Weighed over many imagined rounds of what the others may lay.)</source>
        <translation>(Abgewogen über viele gedachte Runden mit dem, was die anderen legen könnten.)</translation>
    </message>
    <message>
        <source>It did best over many imagined rounds.</source>
        <translation>Das schnitt in vielen durchgespielten Runden am besten ab.</translation>
    </message>
    <message>
        <source>It turns the sun a quarter, so another side of it faces the flights.</source>
        <translation>Die Karte dreht die Sonne um eine Vierteldrehung, so zeigt eine andere Seite den Flügen entgegen.</translation>
    </message>
    <message>
        <source>It lets you turn a planet, to point a rocket your way.</source>
        <translation>Mit ihr drehst du einen Planeten, damit eine Rakete in deine Richtung zeigt.</translation>
    </message>
    <message>
        <source>It adds its matches to the colour of your other card.</source>
        <translation>Die Karte zählt ihre Zündhölzer zur Farbe deiner anderen Karte.</translation>
    </message>
    <message>
        <source>If you win %1, your piece flies into the sun and takes the %1 chip (the path is on the board).</source>
        <translation>Gewinnst du %1, fliegt deine Figur in die Sonne und bekommt den Chip in %1 (der Weg ist auf dem Spielplan eingezeichnet).</translation>
    </message>
    <message>
        <source>If you win %1, your piece can fly to %2: from there at least %3 to win, %4 now.</source>
        <translation>Gewinnst du %1, kann deine Figur %2 erreichen: von dort noch mindestens %3 bis zum Sieg, jetzt %4.</translation>
    </message>
    <message>
        <source>Your piece cannot fly %1 from where it stands, but the card counts for %1 against the others.</source>
        <translation>Deine Figur kann von ihrem Platz aus nicht mit %1 fliegen, aber die Karte zählt für %1 gegen die anderen.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Close the hint</source>
        <translation>Tipp schließen</translation>
    </message>
    <message>
        <source>This game is played without hints.</source>
        <translation>Dieses Spiel wird ohne Tipps gespielt.</translation>
    </message>
    <message>
        <source>A hint is for the person whose turn it is, when their choice is on the screen.</source>
        <translation>Ein Tipp ist für die Person, die gerade am Zug ist, wenn ihre Wahl auf dem Bildschirm steht.</translation>
    </message>
    <message>
        <source>The strongest computer player thinks about %1&apos;s move…</source>
        <translation>Der stärkste Computerspieler denkt über den Zug von %1 nach …</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Diesmal kein Tipp.</translation>
    </message>
    <message>
        <source>No hint this time: %1</source>
        <translation>Diesmal kein Tipp: %1</translation>
    </message>
    <message>
        <source>Hint for %1: on the screen only (your hand is not read aloud).</source>
        <translation>Tipp für %1: nur auf dem Bildschirm (deine Handkarten werden nicht vorgelesen).</translation>
    </message>
    <message>
        <source>Hint for %1: %2. %3</source>
        <translation>Tipp für %1: %2. %3</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Finished games, the newest first</source>
        <translation>Beendete Spiele, das neueste zuerst</translation>
    </message>
    <message>
        <source>Cannot be read: %1</source>
        <translation>Nicht lesbar: %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Average rounds</source>
        <translation>Runden im Schnitt</translation>
    </message>
    <message>
        <source>Games, wins and average rounds of each player</source>
        <translation>Spiele, Siege und Runden im Schnitt je Spieler</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Spiele</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>S&amp;pieler</translation>
    </message>
    <message>
        <source>No finished games yet. Every game finished in Zündstoff is kept here, to watch again.</source>
        <translation>Noch keine beendeten Spiele. Jedes in Zündstoff beendete Spiel wird hier aufbewahrt, um es noch einmal anzusehen.</translation>
    </message>
    <message>
        <source>&amp;Watch the replay</source>
        <translation>&amp;Wiederholung ansehen</translation>
    </message>
</context>
<context>
    <name>InternetSettings</name>
    <message>
        <source>Refused: an unencrypted broker (mqtt:// or ws://) is allowed only on this computer. Over the internet use mqtts:// or wss://.</source>
        <translation>Abgelehnt: Ein unverschlüsselter Broker (mqtt:// oder ws://) ist nur auf diesem Rechner erlaubt. Übers Internet nimm mqtts:// oder wss://.</translation>
    </message>
    <message>
        <source>Refused: a broker&apos;s address looks like mqtts://host:port or wss://host:port/mqtt.</source>
        <translation>Abgelehnt: Die Adresse eines Brokers sieht aus wie mqtts://host:port oder wss://host:port/mqtt.</translation>
    </message>
    <message>
        <source>Refused: the certificate authority file cannot be used (%1).</source>
        <translation>Abgelehnt: Die Datei der Zertifizierungsstelle ist nicht verwendbar (%1).</translation>
    </message>
    <message>
        <source>Internet play</source>
        <translation>Spiel übers Internet</translation>
    </message>
    <message>
        <source>Broker address</source>
        <translation>Adresse des Brokers</translation>
    </message>
    <message>
        <source>The message relay (MQTT broker) friends far away meet the table through. It only ever sees encrypted messages. The manual says how to run one in a minute.</source>
        <translation>Das Nachrichten-Relais (MQTT-Broker), über das Freunde in der Ferne an den Tisch kommen. Es sieht nur verschlüsselte Nachrichten. Das Handbuch sagt, wie du in einer Minute einen betreibst.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Wait for a far-away player</source>
        <translation>Auf Spieler in der Ferne warten</translation>
    </message>
    <message>
        <source>the system&apos;s</source>
        <translation>die des Systems</translation>
    </message>
    <message>
        <source>Certificate authority file</source>
        <translation>Datei der Zertifizierungsstelle</translation>
    </message>
    <message>
        <source>Only for a broker whose certificate comes from an authority of your own: its certificate file (PEM). Everyone who joins needs it too. Empty: the certificates your system trusts.</source>
        <translation>Nur für einen Broker, dessen Zertifikat von einer eigenen Zertifizierungsstelle stammt: deren Zertifikatsdatei (PEM). Alle, die beitreten, brauchen sie auch. Leer: die Zertifikate, denen dein System vertraut.</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>&amp;Broker:</source>
        <translation>Bro&amp;ker:</translation>
    </message>
    <message>
        <source>Certificate a&amp;uthority:</source>
        <translation>Zer&amp;tifizierungsstelle:</translation>
    </message>
    <message>
        <source>Offer the computer after:</source>
        <translation>Den Computer anbieten nach:</translation>
    </message>
    <message>
        <source>Certificate authority</source>
        <translation>Zertifizierungsstelle</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt);;All files (*)</source>
        <translation>Zertifikate (*.pem *.crt);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>Invitation</name>
    <message>
        <source>this is not an invitation (too long)</source>
        <translation>das ist keine Einladung (zu lang)</translation>
    </message>
    <message>
        <source>this code is not a Zündstoff invitation (is it complete?)</source>
        <translation>dieser Code ist keine Zündstoff-Einladung (ist er vollständig?)</translation>
    </message>
    <message>
        <source>this code is not a Zündstoff invitation</source>
        <translation>dieser Code ist keine Zündstoff-Einladung</translation>
    </message>
    <message>
        <source>this link is not a Zündstoff invitation</source>
        <translation>dieser Link ist keine Zündstoff-Einladung</translation>
    </message>
    <message>
        <source>this link is not a complete Zündstoff invitation</source>
        <translation>dieser Link ist keine vollständige Zündstoff-Einladung</translation>
    </message>
    <message>
        <source>paste the whole invitation: a zuendstoff:// link or a code that starts with ZS1-</source>
        <translation>füge die ganze Einladung ein: einen zuendstoff://-Link oder einen Code, der mit ZS1- beginnt</translation>
    </message>
    <message>
        <source>the broker&apos;s address is missing or too long</source>
        <translation>die Adresse des Brokers fehlt oder ist zu lang</translation>
    </message>
    <message>
        <source>the broker&apos;s address is not valid</source>
        <translation>die Adresse des Brokers ist nicht gültig</translation>
    </message>
    <message>
        <source>the broker&apos;s address starts with mqtts://, wss://, or for a broker on this machine mqtt:// or ws://</source>
        <translation>die Adresse des Brokers beginnt mit mqtts://, wss:// oder, für einen Broker auf diesem Rechner, mit mqtt:// oder ws://</translation>
    </message>
    <message>
        <source>the broker&apos;s address names no host</source>
        <translation>die Adresse des Brokers nennt keinen Rechner</translation>
    </message>
    <message>
        <source>an unencrypted broker (mqtt://, ws://) is allowed only on this machine: use mqtts:// or wss:// over the internet</source>
        <translation>ein unverschlüsselter Broker (mqtt://, ws://) ist nur auf diesem Rechner erlaubt: nimm im Internet mqtts:// oder wss://</translation>
    </message>
    <message>
        <source>the invitation&apos;s room is missing or too long</source>
        <translation>der Raum der Einladung fehlt oder ist zu lang</translation>
    </message>
    <message>
        <source>the invitation&apos;s key is missing or too long</source>
        <translation>der Schlüssel der Einladung fehlt oder ist zu lang</translation>
    </message>
    <message>
        <source>the invitation&apos;s room is not valid</source>
        <translation>der Raum der Einladung ist nicht gültig</translation>
    </message>
    <message>
        <source>the invitation&apos;s key is not valid</source>
        <translation>der Schlüssel der Einladung ist nicht gültig</translation>
    </message>
    <message>
        <source>this invitation was changed on its way (a character is wrong): ask for it again, or copy it whole</source>
        <translation>diese Einladung wurde unterwegs verändert (ein Zeichen stimmt nicht): Lass sie dir noch einmal schicken oder kopiere sie ganz</translation>
    </message>
    <message>
        <source>the invitation&apos;s room has %1 bytes, not %2</source>
        <translation>der Raum der Einladung hat %1 Bytes, nicht %2</translation>
    </message>
    <message>
        <source>the invitation&apos;s key has %1 bytes, not %2</source>
        <translation>der Schlüssel der Einladung hat %1 Bytes, nicht %2</translation>
    </message>
</context>
<context>
    <name>JoinGame</name>
    <message>
        <source>This is not an invitation Zündstoff can use: %1.</source>
        <translation>Das ist keine Einladung, die Zündstoff verwenden kann: %1.</translation>
    </message>
    <message>
        <source>The broker cannot be used: %1</source>
        <translation>Der Broker kann nicht verwendet werden: %1</translation>
    </message>
    <message>
        <source>Join a game far away</source>
        <translation>Einem Spiel in der Ferne beitreten</translation>
    </message>
    <message>
        <source>Paste the invitation your friend sent: the zuendstoff:// link or the code that starts with ZS1-.</source>
        <translation>Füge die Einladung ein, die dir dein Freund geschickt hat: den zuendstoff://-Link oder den Code, der mit ZS1- beginnt.</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Einladung</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
</context>
<context>
    <name>JoinScreen</name>
    <message>
        <source>Windows Firewall may block them: if Windows asked whether Zündstoff may use the network, allow it for private networks, and make this Wi-Fi a private network (Settings → Network and internet → Wi-Fi → this network → Private). On a public network Windows keeps the phones out.</source>
        <translation>Die Windows-Firewall kann sie aufhalten: Falls Windows gefragt hat, ob Zündstoff das Netzwerk benutzen darf, erlaube es für private Netzwerke, und mach dieses WLAN zu einem privaten Netzwerk (Einstellungen → Netzwerk und Internet → WLAN → dieses Netzwerk → Privat). In einem öffentlichen Netzwerk lässt Windows die Handys nicht herein.</translation>
    </message>
    <message>
        <source>macOS may keep Zündstoff from the local network: allow it in System Settings → Privacy &amp; Security → Local Network (and, if the firewall is on, allow incoming connections for Zündstoff in System Settings → Network → Firewall → Options).</source>
        <translation>macOS kann Zündstoff vom lokalen Netzwerk fernhalten: Erlaube es in Systemeinstellungen → Datenschutz &amp; Sicherheit → Lokales Netzwerk (und, falls die Firewall an ist, erlaube eingehende Verbindungen für Zündstoff in Systemeinstellungen → Netzwerk → Firewall → Optionen).</translation>
    </message>
    <message>
        <source>A firewall on this computer (ufw, firewalld) may block them: allow incoming connections to TCP port %1.</source>
        <translation>Eine Firewall auf diesem Computer (ufw, firewalld) kann sie aufhalten: Erlaube eingehende Verbindungen zum TCP-Port %1.</translation>
    </message>
    <message>
        <source>A firewall on this computer (ufw, firewalld) may block them: allow incoming connections to Zündstoff&apos;s port.</source>
        <translation>Eine Firewall auf diesem Computer (ufw, firewalld) kann sie aufhalten: Erlaube eingehende Verbindungen zum Port von Zündstoff.</translation>
    </message>
    <message>
        <source>No phone has got through yet? %1 The phones must be on the same Wi-Fi as this computer, not a guest network that keeps devices apart.</source>
        <translation>Noch kein Handy durchgekommen? %1 Die Handys müssen im selben WLAN sein wie dieser Computer, nicht in einem Gastnetz, das die Geräte voneinander trennt.</translation>
    </message>
    <message>
        <source>Phones join the table</source>
        <translation>Handys kommen an den Tisch</translation>
    </message>
    <message>
        <source>Each person on a phone scans their seat&apos;s code with the phone&apos;s camera, or types the address below it into the phone&apos;s browser. The phones must be on the same network (the same Wi-Fi) as this computer.</source>
        <translation>Wer mit dem Handy spielt, scannt den Code seines Platzes mit der Kamera des Handys oder tippt die Adresse darunter in den Browser des Handys ein. Die Handys müssen im selben Netzwerk (im selben WLAN) sein wie dieser Computer.</translation>
    </message>
    <message>
        <source>They reach this computer at %1.</source>
        <translation>Du erreichst diesen Computer unter %1.</translation>
    </message>
    <message>
        <source>Continue — everyone has joined</source>
        <translation>Weiter – alle sind dabei</translation>
    </message>
    <message>
        <source>Continue anyway</source>
        <translation>Trotzdem weiter</translation>
    </message>
    <message>
        <source>Start — everyone has joined</source>
        <translation>Beginnen – alle sind dabei</translation>
    </message>
    <message>
        <source>Start anyway</source>
        <translation>Trotzdem beginnen</translation>
    </message>
    <message>
        <source>Everyone has joined.</source>
        <translation>Alle sind dabei.</translation>
    </message>
    <message numerus="yes">
        <source>Not joined yet: %1. “%2” starts without them: their phone(s) can join later.</source>
        <translation>
            <numerusform>Noch nicht beigetreten: %1. „%2“ beginnt ohne dieses Handy; es kann später beitreten.</numerusform>
            <numerusform>Noch nicht beigetreten: %1. „%2“ beginnt ohne diese Handys; sie können später beitreten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LayoutCommands</name>
    <message>
        <source>sun</source>
        <translation>Sonne</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Erde</translation>
    </message>
    <message>
        <source>planet slot</source>
        <translation>Planetenplatz</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>Change %1 to %2</source>
        <translation>%1 in %2 ändern</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n disc(s)</source>
        <translation>
            <numerusform>%n Scheibe entfernen</numerusform>
            <numerusform>%n Scheiben entfernen</numerusform>
        </translation>
    </message>
    <message>
        <source>Swap %1 and %2</source>
        <translation>%1 und %2 tauschen</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message numerus="yes">
        <source>Move %n disc(s)</source>
        <translation>
            <numerusform>%n Scheibe verschieben</numerusform>
            <numerusform>%n Scheiben verschieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Nudge %1</source>
        <translation>%1 ein Stück verschieben</translation>
    </message>
    <message>
        <source>Nudge</source>
        <translation>Ein Stück verschieben</translation>
    </message>
    <message numerus="yes">
        <source>Nudge %n disc(s)</source>
        <translation>
            <numerusform>%n Scheibe ein Stück verschieben</numerusform>
            <numerusform>%n Scheiben ein Stück verschieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename layout</source>
        <translation>Spielaufbau umbenennen</translation>
    </message>
</context>
<context>
    <name>LayoutEditor</name>
    <message>
        <source>There is no sun. Place one sun.</source>
        <translation>Es gibt keine Sonne. Setze eine Sonne.</translation>
    </message>
    <message numerus="yes">
        <source>There are %n suns; a layout has exactly one. Remove all but one.</source>
        <translation>
            <numerusform>Es gibt %n Sonne; ein Spielaufbau hat genau eine. Entferne alle bis auf eine.</numerusform>
            <numerusform>Es gibt %n Sonnen; ein Spielaufbau hat genau eine. Entferne alle bis auf eine.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no Earth. Place one Earth (all pieces start there).</source>
        <translation>Es gibt keine Erde. Setze eine Erde (dort starten alle Spielfiguren).</translation>
    </message>
    <message numerus="yes">
        <source>There are %n Earths; a layout has exactly one. Remove all but one.</source>
        <translation>
            <numerusform>Es gibt %n Erde; ein Spielaufbau hat genau eine. Entferne alle bis auf eine.</numerusform>
            <numerusform>Es gibt %n Erden; ein Spielaufbau hat genau eine. Entferne alle bis auf eine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>There are %1 planet slots, but only %2 planets can be dealt face down. Remove %n.</source>
        <translation>
            <numerusform>Es gibt %1 Planetenplätze, aber nur %2 Planeten können verdeckt ausgelegt werden. Entferne %n.</numerusform>
            <numerusform>Es gibt %1 Planetenplätze, aber nur %2 Planeten können verdeckt ausgelegt werden. Entferne %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Untitled layout</source>
        <translation>Unbenannter Spielaufbau</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>no piece can ever reach the sun from Earth (no disc in a row or column with the sun can be reached), so nobody can win and the game never ends. Put the sun in a row or column with a disc that Earth&apos;s rows and columns lead to.</source>
        <translation>Keine Spielfigur kann je von der Erde aus die Sonne erreichen (keine Scheibe in einer Reihe oder Spalte mit der Sonne ist erreichbar), also kann niemand gewinnen und das Spiel endet nie. Setze die Sonne in eine Reihe oder Spalte mit einer Scheibe, zu der die Reihen und Spalten der Erde führen.</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message numerus="yes">
        <source>Planets are dealt row by row, so the slot(s) ringed in red get none: %1.</source>
        <translation>
            <numerusform>Die Planeten werden Zeile für Zeile verteilt, also bekommt der rot umrandete Platz keinen: %1.</numerusform>
            <numerusform>Die Planeten werden Zeile für Zeile verteilt, also bekommen die rot umrandeten Plätze keinen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Palette (click a tool or drag onto the grid)</source>
        <translation>Palette (Werkzeug anklicken oder auf das Raster ziehen)</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>How it plays: path preview</source>
        <translation>So wird gespielt: Flugweg-Vorschau</translation>
    </message>
    <message>
        <source>Choose the path tool, click a disc and pick a colour: the line shows where a piece would fly with every planet face up at rotation 0. Planet slots are dealt planets 2, 3, 4, … row by row. ↻ marks a wrap-around to the far end of the line (gaps are skipped), ✕ the sun blocking the way, ↺ a disc already visited.</source>
        <translation>Wähle das Flugweg-Werkzeug, klicke auf eine Scheibe und wähle eine Farbe: Die Linie zeigt, wohin eine Spielfigur fliegen würde, wenn alle Planeten aufgedeckt in Drehung 0 lägen. Die Planetenplätze erhalten Zeile für Zeile die Planeten 2, 3, 4, … ↻ markiert einen Sprung zum anderen Ende der Reihe (Lücken werden übersprungen), ✕ die Sonne, die den Weg versperrt, ↺ eine schon besuchte Scheibe.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>&amp;Colour:</source>
        <translation>&amp;Farbe:</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Ändern …</translation>
    </message>
    <message>
        <source>Disc set:</source>
        <translation>Scheibensatz:</translation>
    </message>
    <message>
        <source>Quick playtest: %1 games by computer players, in the background…</source>
        <translation>Schneller Testlauf: %1 Partien der Computerspieler, im Hintergrund …</translation>
    </message>
    <message>
        <source>Quick playtest could not run: %1</source>
        <translation>Der schnelle Testlauf konnte nicht laufen: %1</translation>
    </message>
    <message>
        <source>Quick playtest: %1 games, all ended (median %2 rounds).</source>
        <translation>Schneller Testlauf: %1 Partien, alle zu Ende (Median %2 Runden).</translation>
    </message>
    <message>
        <source>Quick playtest: %1 of %2 games did not end within %3 rounds — this board may never end.</source>
        <translation>Schneller Testlauf: %1 von %2 Partien endeten nicht innerhalb von %3 Runden — auf diesem Spielaufbau endet das Spiel vielleicht nie.</translation>
    </message>
    <message>
        <source>Quick playtest: %1 games, all ended, but slowly: half of them took %2 rounds or more (slow above %3).</source>
        <translation>Schneller Testlauf: %1 Partien, alle zu Ende, aber langsam: Die Hälfte dauerte %2 Runden oder länger (langsam ab mehr als %3).</translation>
    </message>
    <message>
        <source>Quick playtest: seat %1 never won in %2 games.</source>
        <translation>Schneller Testlauf: Platz %1 hat in %2 Partien nie gewonnen.</translation>
    </message>
    <message>
        <source>Warning (you can still play and save it):</source>
        <translation>Warnung (du kannst ihn trotzdem spielen und speichern):</translation>
    </message>
    <message>
        <source>%1 of 1 placed</source>
        <translation>%1 von 1 gesetzt</translation>
    </message>
    <message numerus="yes">
        <source>%n slot(s) left</source>
        <translation>
            <numerusform>noch %n Platz frei</numerusform>
            <numerusform>noch %n Plätze frei</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n too many</source>
        <translation>
            <numerusform>%n zu viel</numerusform>
            <numerusform>%n zu viele</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 placed, </source>
        <translation>%1 gesetzt, </translation>
    </message>
    <message>
        <source>Not playable yet (can be saved as a draft):</source>
        <translation>Noch nicht spielbar (kann als Entwurf gespeichert werden):</translation>
    </message>
    <message>
        <source>Playable, but it can never be won:</source>
        <translation>Spielbar, aber nie zu gewinnen:</translation>
    </message>
    <message numerus="yes">
        <source>Ready to play: one sun, one Earth, %n planet slot(s).</source>
        <translation>
            <numerusform>Spielbereit: eine Sonne, eine Erde, %n Planetenplatz.</numerusform>
            <numerusform>Spielbereit: eine Sonne, eine Erde, %n Planetenplätze.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LayoutEditorWindow</name>
    <message>
        <source>Layout grid</source>
        <translation>Raster des Spielaufbaus</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Spielaufbau</translation>
    </message>
    <message>
        <source>Arrows move the cursor, Shift+arrows nudge discs, Space uses the tool, S/E/P choose sun/Earth/slot, Del removes.</source>
        <translation>Pfeiltasten bewegen den Cursor, Umschalt+Pfeiltasten verschieben Scheiben, Leertaste benutzt das Werkzeug, S/E/P wählen Sonne/Erde/Planetenplatz, Entf entfernt.</translation>
    </message>
    <message>
        <source>&amp;New layout</source>
        <translation>&amp;Neuer Spielaufbau</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Play this layout</source>
        <translation>Diesen Spielaufbau s&amp;pielen</translation>
    </message>
    <message>
        <source>Start a new game on this layout</source>
        <translation>Ein neues Spiel mit diesem Spielaufbau beginnen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>C&amp;lear the grid</source>
        <translation>Raster l&amp;eeren</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>Select and drag discs (V)</source>
        <translation>Scheiben auswählen und ziehen (V)</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>Sonne</translation>
    </message>
    <message>
        <source>Click a cell to place the sun (S)</source>
        <translation>Klicke auf ein Feld, um die Sonne zu setzen (S)</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Erde</translation>
    </message>
    <message>
        <source>Click a cell to place Earth (E)</source>
        <translation>Klicke auf ein Feld, um die Erde zu setzen (E)</translation>
    </message>
    <message>
        <source>Planet slot</source>
        <translation>Planetenplatz</translation>
    </message>
    <message>
        <source>Click a cell to place a face-down planet slot (P)</source>
        <translation>Klicke auf ein Feld, um einen Platz für einen verdeckten Planeten zu setzen (P)</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>Click a disc to remove it (X)</source>
        <translation>Klicke auf eine Scheibe, um sie zu entfernen (X)</translation>
    </message>
    <message>
        <source>Path preview</source>
        <translation>Flugweg-Vorschau</translation>
    </message>
    <message>
        <source>Click a disc to see where a piece would fly from it (F)</source>
        <translation>Klicke auf eine Scheibe, um zu sehen, wohin eine Spielfigur von dort fliegen würde (F)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;built-in</source>
        <translation>&amp;Mitgelieferten öffnen</translation>
    </message>
    <message>
        <source>Standard (R9)</source>
        <translation>Standard (R9)</translation>
    </message>
    <message>
        <source>Alternative 1 (R10)</source>
        <translation>Variante 1 (R10)</translation>
    </message>
    <message>
        <source>Alternative 2 (R10)</source>
        <translation>Variante 2 (R10)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>%1 (built-in, read-only)</source>
        <translation>%1 (mitgeliefert, schreibgeschützt)</translation>
    </message>
    <message>
        <source>Untitled layout</source>
        <translation>Unbenannter Spielaufbau</translation>
    </message>
    <message>
        <source>%1[*] — Zündstoff layout editor</source>
        <translation>%1[*] — Zündstoff-Spielaufbau-Editor</translation>
    </message>
    <message>
        <source>To play this layout, open the layout editor from the game&apos;s Tools menu (this editor was started on its own).</source>
        <translation>Um diesen Spielaufbau zu spielen, öffne den Spielaufbau-Editor über das Menü „Werkzeuge“ des Spiels (dieser Editor wurde allein gestartet).</translation>
    </message>
    <message>
        <source>Replace Earth with a planet slot?</source>
        <translation>Die Erde durch einen Planetenplatz ersetzen?</translation>
    </message>
    <message>
        <source>Replace Earth with the sun?</source>
        <translation>Die Erde durch die Sonne ersetzen?</translation>
    </message>
    <message>
        <source>Replace the sun with a planet slot?</source>
        <translation>Die Sonne durch einen Planetenplatz ersetzen?</translation>
    </message>
    <message>
        <source>Replace the sun with Earth?</source>
        <translation>Die Sonne durch die Erde ersetzen?</translation>
    </message>
    <message>
        <source>Replace a disc</source>
        <translation>Scheibe ersetzen</translation>
    </message>
    <message>
        <source>All pieces start on Earth and finish in the sun; Undo takes a replacement back.</source>
        <translation>Alle Figuren beginnen auf der Erde und enden in der Sonne; mit „Rückgängig“ nimmst du ein Ersetzen zurück.</translation>
    </message>
    <message>
        <source>Clear the grid</source>
        <translation>Raster leeren</translation>
    </message>
    <message>
        <source>A piece never starts on the sun; pick a planet.</source>
        <translation>Eine Spielfigur startet nie auf der Sonne; wähle einen Planeten.</translation>
    </message>
    <message>
        <source>Fix the layout first: the preview needs a playable layout.</source>
        <translation>Behebe zuerst die Probleme: Die Vorschau braucht einen spielbaren Spielaufbau.</translation>
    </message>
    <message>
        <source>Click a planet or Earth to start the preview there.</source>
        <translation>Klicke auf einen Planeten oder die Erde, um die Vorschau dort zu beginnen.</translation>
    </message>
    <message>
        <source>then it enters the sun.</source>
        <translation>dann fliegt sie in die Sonne.</translation>
    </message>
    <message>
        <source>then the sun blocks the way (its side shows no rocket of this colour).</source>
        <translation>dann versperrt die Sonne den Weg (ihre Seite zeigt keine Rakete dieser Farbe).</translation>
    </message>
    <message>
        <source>then it would come back to a disc it already visited, so the path ends.</source>
        <translation>dann käme sie auf eine schon besuchte Scheibe zurück, daher endet der Weg.</translation>
    </message>
    <message>
        <source>then no disc lies in that direction, so the path ends.</source>
        <translation>dann liegt in dieser Richtung keine Scheibe, daher endet der Weg.</translation>
    </message>
    <message>
        <source>then it would wrap around to the far end of the line, where the sun blocks the way (the side it would enter shows no rocket of this colour).</source>
        <translation>dann ginge es über den Rand zum anderen Ende der Reihe, wo die Sonne den Weg versperrt (die Seite, durch die sie hinein müsste, zeigt keine Rakete dieser Farbe).</translation>
    </message>
    <message>
        <source>then it would wrap around to the far end of the line, back to a disc it already visited, so the path ends.</source>
        <translation>dann ginge es über den Rand zum anderen Ende der Reihe, zurück zu einer schon besuchten Scheibe, also endet der Weg.</translation>
    </message>
    <message numerus="yes">
        <source>The piece can stop on %n disc(s), </source>
        <translation>
            <numerusform>Die Spielfigur kann auf %n Scheibe anhalten, </numerusform>
            <numerusform>Die Spielfigur kann auf %n Scheiben anhalten, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The path wraps around %n time(s).</source>
        <translation>
            <numerusform>Der Weg springt einmal zum anderen Ende.</numerusform>
            <numerusform>Der Weg springt %n-mal zum anderen Ende.</numerusform>
        </translation>
    </message>
    <message>
        <source>Disc set for the preview</source>
        <translation>Scheibensatz für die Vorschau</translation>
    </message>
    <message>
        <source>Zündstoff disc sets (*.zdiscs);;All files (*)</source>
        <translation>Zündstoff-Scheibensätze (*.zdiscs);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot use this disc set</source>
        <translation>Dieser Scheibensatz kann nicht verwendet werden</translation>
    </message>
    <message>
        <source>Open layout</source>
        <translation>Spielaufbau öffnen</translation>
    </message>
    <message>
        <source>Zündstoff layouts (*.zlayout);;All files (*)</source>
        <translation>Zündstoff-Spielaufbauten (*.zlayout);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot open layout</source>
        <translation>Spielaufbau kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>This is a draft: fix the problems listed on the right to play it.</source>
        <translation>Dies ist ein Entwurf: Behebe die rechts aufgeführten Probleme, um ihn zu spielen.</translation>
    </message>
    <message>
        <source>Built-in layouts are read-only starting points: use Save as to keep your changes.</source>
        <translation>Mitgelieferte Spielaufbauten sind schreibgeschützte Vorlagen: Mit „Speichern unter“ behältst du deine Änderungen.</translation>
    </message>
    <message>
        <source>Save layout as</source>
        <translation>Spielaufbau speichern unter</translation>
    </message>
    <message>
        <source>Cannot save layout</source>
        <translation>Spielaufbau kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>%1: the built-in layouts are read-only; choose another name.</source>
        <translation>%1: Die mitgelieferten Spielaufbauten sind schreibgeschützt; wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>The grid is numbered as the saved layout now: row 1 and column 1 are the first with a disc.</source>
        <translation>Das Raster ist jetzt wie der gespeicherte Spielaufbau nummeriert: Zeile 1 und Spalte 1 sind die ersten mit einer Scheibe.</translation>
    </message>
    <message>
        <source>Saved as a draft: it cannot be played until the problems are fixed.</source>
        <translation>Als Entwurf gespeichert: Er kann erst gespielt werden, wenn die Probleme behoben sind.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <source>Cannot play this layout</source>
        <translation>Dieser Spielaufbau kann nicht gespielt werden</translation>
    </message>
    <message>
        <source>This layout can never be won</source>
        <translation>Dieser Spielaufbau ist nie zu gewinnen</translation>
    </message>
</context>
<context>
    <name>LayoutScene</name>
    <message>
        <source>The grid cannot grow any further in that direction.</source>
        <translation>Das Raster kann in diese Richtung nicht weiter wachsen.</translation>
    </message>
    <message>
        <source>The discs cannot go there: another disc is in the way.</source>
        <translation>Die Scheiben können nicht dorthin: Eine andere Scheibe ist im Weg.</translation>
    </message>
    <message>
        <source>Drop the discs on the grid.</source>
        <translation>Lege die Scheiben auf dem Raster ab.</translation>
    </message>
    <message>
        <source>The grid takes keys for its tools. To type the name, go to the Name field (Alt+N).</source>
        <translation>Das Raster nimmt Tasten für seine Werkzeuge. Um den Namen zu tippen, geh ins Feld „Name“ (Alt+N).</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
    <message>
        <source>Skip the lesson</source>
        <translation>Lektion überspringen</translation>
    </message>
    <message>
        <source>In this lesson, please %1.</source>
        <translation>In dieser Lektion bitte: %1.</translation>
    </message>
    <message>
        <source>Learn to play – round %1 of %2</source>
        <translation>Spielen lernen – Runde %1 von %2</translation>
    </message>
    <message>
        <source>lay %1</source>
        <translation>%1 legen</translation>
    </message>
    <message>
        <source>turn your own planet (%1) a quarter: click it</source>
        <translation>den eigenen Planeten (%1) um eine Vierteldrehung drehen: anklicken</translation>
    </message>
    <message>
        <source>click %1 to stop there</source>
        <translation>%1 anklicken, um dort anzuhalten</translation>
    </message>
    <message>
        <source>click %1, then “%2” beside the board</source>
        <translation>%1 anklicken, dann „%2“ neben dem Spielplan</translation>
    </message>
    <message>
        <source>choose to fly %1 (beside the board)</source>
        <translation>„Mit %1 fliegen“ wählen (neben dem Spielplan)</translation>
    </message>
    <message>
        <source>choose %1 on the compass rose beside the board</source>
        <translation>%1 auf der Windrose neben dem Spielplan wählen</translation>
    </message>
    <message>
        <source>Every round, you and the computer each lay two cards face down, one after the other; each pair is turned over together. Your first card: %1 (it is marked: press Enter).</source>
        <translation>In jeder Runde legen du und der Computer je zwei Karten verdeckt, eine nach der anderen; jedes Paar wird gemeinsam aufgedeckt. Deine erste Karte: %1 (sie ist markiert: drück die Eingabetaste).</translation>
    </message>
    <message>
        <source>Your first card this round: %1 (press Enter).</source>
        <translation>Deine erste Karte in dieser Runde: %1 (Eingabetaste).</translation>
    </message>
    <message>
        <source>Both first cards are face up now, so you choose your second card knowing the computer&apos;s first. Your second card: %1.</source>
        <translation>Beide ersten Karten liegen jetzt offen: Du wählst deine zweite Karte und kennst dabei die erste des Computers. Deine zweite Karte: %1.</translation>
    </message>
    <message>
        <source>Your second card: %1.</source>
        <translation>Deine zweite Karte: %1.</translation>
    </message>
    <message>
        <source>You played a planet-rotation card: you turn your own planet a quarter, or another empty face-up planet by one to three quarters. Now: %1.</source>
        <translation>Du hast eine Planeten-Drehkarte gespielt: Du drehst deinen eigenen Planeten um eine Vierteldrehung oder einen anderen leeren, offenen Planeten um ein bis drei Viertel. Jetzt: %1.</translation>
    </message>
    <message>
        <source>Planet turn: %1.</source>
        <translation>Planetendrehung: %1.</translation>
    </message>
    <message>
        <source>You won two colours, but a piece flies only one of them. Now: %1.</source>
        <translation>Du hast zwei Farben gewonnen, aber eine Figur fliegt nur mit einer davon. Jetzt: %1.</translation>
    </message>
    <message>
        <source>Your piece flies along the highlighted path, from rocket to rocket of the same colour; you may stop on any highlighted disc. Now: %1.</source>
        <translation>Deine Figur fliegt den markierten Weg entlang, von Rakete zu Rakete derselben Farbe; du darfst auf jeder markierten Scheibe anhalten. Jetzt: %1.</translation>
    </message>
    <message>
        <source>Your piece flies: %1.</source>
        <translation>Deine Figur fliegt: %1.</translation>
    </message>
    <message>
        <source>You landed on a face-down planet. Before it is turned up, choose where its top will point; for the rest of the round it is a stop disc that ends every flight. Now: %1.</source>
        <translation>Du bist auf einem verdeckten Planeten gelandet. Bevor er aufgedeckt wird, wählst du, wohin seine Oberseite zeigt; für den Rest der Runde ist er eine Stop-Scheibe, auf der jeder Flug endet. Jetzt: %1.</translation>
    </message>
    <message>
        <source>A face-down planet again: %1.</source>
        <translation>Wieder ein verdeckter Planet: %1.</translation>
    </message>
    <message>
        <source>How to win: fly your piece into the sun to take a sunglasses chip of that colour. Whoever holds chips of two different colours at the end of a round wins. This lesson shows you every step on the way.</source>
        <translation>So gewinnst du: Fliege deine Figur in die Sonne, dann bekommst du einen Sonnenbrillen-Chip dieser Farbe. Wer am Ende einer Runde Chips in zwei verschiedenen Farben hat, gewinnt. Diese Lektion zeigt dir jeden Schritt auf dem Weg dorthin.</translation>
    </message>
    <message>
        <source>North means up on the screen: the button “%1”.</source>
        <translation>Norden heißt oben auf dem Bildschirm: die Schaltfläche „%1“.</translation>
    </message>
    <message>
        <source>East means right on the screen: the button “%1”.</source>
        <translation>Osten heißt rechts auf dem Bildschirm: die Schaltfläche „%1“.</translation>
    </message>
    <message>
        <source>South means down on the screen: the button “%1”.</source>
        <translation>Süden heißt unten auf dem Bildschirm: die Schaltfläche „%1“.</translation>
    </message>
    <message>
        <source>West means left on the screen: the button “%1”.</source>
        <translation>Westen heißt links auf dem Bildschirm: die Schaltfläche „%1“.</translation>
    </message>
    <message>
        <source>A sun-rotation card was played: the sun turned a quarter clockwise, so its rockets, and the sides a piece may enter by, moved on.</source>
        <translation>Eine Sonnen-Drehkarte wurde gespielt: Die Sonne hat sich um eine Vierteldrehung im Uhrzeigersinn gedreht – mit ihr ihre Raketen und die Seiten, durch die eine Figur hinein darf.</translation>
    </message>
    <message>
        <source>The counts: a colour&apos;s cards add up, and a black card adds to a colour you played too. The highest count wins that colour&apos;s flight, and a tie wins as well: both of you fly.</source>
        <translation>Die Zählung: Die Karten einer Farbe werden zusammengezählt, und eine schwarze Karte zählt zu einer Farbe, die man auch gespielt hat. Die höchste Zahl gewinnt den Flug dieser Farbe, und bei Gleichstand gewinnen alle: ihr fliegt beide.</translation>
    </message>
    <message>
        <source>A flight that runs off the board comes back on the other side of the same row or column.</source>
        <translation>Ein Flug, der über den Rand des Spielplans hinausgeht, kommt auf der anderen Seite derselben Reihe oder Spalte wieder herein.</translation>
    </message>
    <message>
        <source>Into the sun: you take a sunglasses chip of that colour and go back to Earth. Whoever holds chips of two colours wins.</source>
        <translation>In die Sonne: Du bekommst einen Sonnenbrillen-Chip dieser Farbe und kehrst zur Erde zurück. Wer Chips in zwei Farben hat, gewinnt.</translation>
    </message>
    <message>
        <source>The lesson is over: start a real game, or close the lesson.</source>
        <translation>Die Lektion ist vorbei: Beginne ein echtes Spiel oder schließe die Lektion.</translation>
    </message>
    <message>
        <source>Start a real game</source>
        <translation>Echtes Spiel beginnen</translation>
    </message>
    <message>
        <source>Close the lesson</source>
        <translation>Lektion schließen</translation>
    </message>
    <message>
        <source>You know the rules</source>
        <translation>Du kennst die Regeln</translation>
    </message>
    <message>
        <source>That was every kind of step of the game. You know the rules: start a real game! (F1 shows the rules at any time.)</source>
        <translation>Das waren alle Arten von Spielschritten. Du kennst die Regeln: Beginne ein echtes Spiel! (F1 zeigt jederzeit die Regeln.)</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Continue the lesson where you left it?</source>
        <translation>Die Lektion dort fortsetzen, wo du aufgehört hast?</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Learn to play – Zündstoff – round %1</source>
        <translation>Spielen lernen – Zündstoff – Runde %1</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>%1 asked for a hint</source>
        <translation>%1 hat um einen Tipp gebeten</translation>
    </message>
    <message>
        <source>Everyone is choosing a card.</source>
        <translation>Alle wählen eine Karte.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Game over. Winner: %1</source>
        <translation>Spielende. Gewinner: %1</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 spielte %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>The sun turns clockwise by %1.</source>
        <translation>Die Sonne dreht sich im Uhrzeigersinn um %1.</translation>
    </message>
    <message>
        <source>%1 turned %2 by %3</source>
        <translation>%1 drehte %2 um %3</translation>
    </message>
    <message>
        <source>%1 chose to fly %2</source>
        <translation>%1 entschied sich für den Flug mit %2</translation>
    </message>
    <message>
        <source>%1 could not fly %2</source>
        <translation>%1 konnte mit %2 nicht fliegen</translation>
    </message>
    <message>
        <source>%1 flew %2 into the sun, took a %2 chip and went back to Earth</source>
        <translation>%1 flog mit %2 in die Sonne, nahm einen Sonnenbrillen-Chip in %2 und kehrte zur Erde zurück</translation>
    </message>
    <message>
        <source>%1 flew %2 to %3</source>
        <translation>%1 flog mit %2 auf %3</translation>
    </message>
    <message>
        <source> (turned face up, top to the %1)</source>
        <translation> (aufgedeckt, Oberseite nach %1)</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Join a game far away…</source>
        <translation>Einem Spiel in der Ferne bei&amp;treten …</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Watch a replay…</source>
        <translation>&amp;Wiederholung ansehen …</translation>
    </message>
    <message>
        <source>&amp;Replay this game</source>
        <translation>Wiederholung &amp;dieses Spiels ansehen</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Verlauf …</translation>
    </message>
    <message>
        <source>S&amp;eats</source>
        <translation>&amp;Plätze</translation>
    </message>
    <message>
        <source>&amp;Phones…</source>
        <translation>&amp;Handys …</translation>
    </message>
    <message>
        <source>&amp;Far-away invitations…</source>
        <translation>&amp;Einladungen in die Ferne …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit the board to the window</source>
        <translation>Spielplan ans &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Layout editor…</source>
        <translation>Spiel&amp;aufbau-Editor …</translation>
    </message>
    <message>
        <source>&amp;Disc-set editor…</source>
        <translation>S&amp;cheibensatz-Editor …</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Spiel&amp;regeln</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>Spielen &amp;lernen …</translation>
    </message>
    <message>
        <source>&amp;Hint: what would the strongest player do?</source>
        <translation>&amp;Tipp: Was würde der stärkste Spieler tun?</translation>
    </message>
    <message>
        <source>&amp;About Zündstoff</source>
        <translation>Ü&amp;ber Zündstoff</translation>
    </message>
    <message>
        <source>Zündstoff</source>
        <translation>Zündstoff</translation>
    </message>
    <message>
        <source>Editor not available</source>
        <translation>Editor nicht verfügbar</translation>
    </message>
    <message>
        <source>Zündstoff – round %1</source>
        <translation>Zündstoff – Runde %1</translation>
    </message>
    <message>
        <source>Zündstoff – game over</source>
        <translation>Zündstoff – Spielende</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Continue?</source>
        <translation>Fortsetzen?</translation>
    </message>
    <message>
        <source>Continue the last game (%1, round %2)?</source>
        <translation>Das letzte Spiel fortsetzen (%1, Runde %2)?</translation>
    </message>
    <message>
        <source>Settings reset</source>
        <translation>Einstellungen zurückgesetzt</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset to their defaults: %1. You can choose them again in Tools → Settings and in the new-game dialog.</source>
        <translation>Einige Einstellungen waren nicht lesbar und wurden auf ihre Standardwerte zurückgesetzt: %1. Du kannst sie unter Werkzeuge → Einstellungen und im Dialog für ein neues Spiel wieder wählen.</translation>
    </message>
    <message>
        <source>Welcome to Zündstoff</source>
        <translation>Willkommen bei Zündstoff</translation>
    </message>
    <message>
        <source>New to Zündstoff? Learn to play in a short guided game against the computer (four rounds, on the real board). You can find it later under Help → Learn to play.</source>
        <translation>Neu bei Zündstoff? Lerne das Spiel in einer kurzen geführten Partie gegen den Computer (vier Runden, auf dem echten Spielplan). Du findest sie auch später unter Hilfe → Spielen lernen.</translation>
    </message>
    <message>
        <source>About Zündstoff</source>
        <translation>Über Zündstoff</translation>
    </message>
    <message>
        <source>Zündstoff %1 – the 1995 board game by 1x1 Spiele (Al Capone – Race to the Sun), for 2–5 players at one computer or each with their own phone at the table; computer players can take any seat.</source>
        <translation>Zündstoff %1 – das Brettspiel von 1x1 Spiele aus dem Jahr 1995 (Al Capone – Race to the Sun), für 2–5 Spieler an einem Computer oder jeder mit dem eigenen Handy am Tisch; Computerspieler können jeden Platz übernehmen.</translation>
    </message>
</context>
<context>
    <name>ManualDialog</name>
    <message>
        <source>Zündstoff manual</source>
        <translation>Zündstoff-Handbuch</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Piece of player %1</source>
        <translation>Spielfigur von Spieler %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Person on a phone</source>
        <translation>Mensch mit Handy</translation>
    </message>
    <message>
        <source>This person holds their hand on their own phone and chooses cards there, at the same time as everyone else.</source>
        <translation>Diese Person hat ihre Handkarten auf dem eigenen Handy und wählt dort, gleichzeitig mit allen anderen.</translation>
    </message>
    <message>
        <source>Person far away</source>
        <translation>Person in der Ferne</translation>
    </message>
    <message>
        <source>A friend who plays from their own Zündstoff over the internet, with an invitation you send them (Settings → Internet play names the broker).</source>
        <translation>Jemand, der übers Internet in seinem eigenen Zündstoff mitspielt, mit einer Einladung, die du schickst (Einstellungen → Spiel übers Internet nennt den Broker).</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>Who plays player %1</source>
        <translation>Wer Spieler %1 spielt</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Spielfigur</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Standard (4 × 4)</source>
        <translation>Standard (4 × 4)</translation>
    </message>
    <message>
        <source>Alternative 1 (small)</source>
        <translation>Variante 1 (klein)</translation>
    </message>
    <message>
        <source>Alternative 2 (long)</source>
        <translation>Variante 2 (lang)</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>Aus einer Datei …</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Spielaufbau</translation>
    </message>
    <message>
        <source>The app&apos;s default disc set</source>
        <translation>Der mitgelieferte Scheibensatz</translation>
    </message>
    <message>
        <source>Disc set</source>
        <translation>Scheibensatz</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>The same seed deals the face-down planets the same way.</source>
        <translation>Derselbe Startwert legt die verdeckten Planeten gleich aus.</translation>
    </message>
    <message>
        <source>Casual game: public decisions may be undone after a planet is turned face up</source>
        <translation>Entspanntes Spiel: Öffentliche Entscheidungen dürfen auch nach dem Aufdecken eines Planeten zurückgenommen werden</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Anzahl der Spieler:</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>Spielaufbau:</translation>
    </message>
    <message>
        <source>Disc set:</source>
        <translation>Scheibensatz:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Allow hints (everyone sees in the log who asked for one)</source>
        <translation>Tipps erlauben (im Spielverlauf sehen alle, wer um einen gebeten hat)</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Spiel beginnen</translation>
    </message>
    <message>
        <source>Phones</source>
        <translation>Handys</translation>
    </message>
    <message>
        <source>Network address phones reach this computer at</source>
        <translation>Netzwerkadresse, unter der die Handys diesen Computer erreichen</translation>
    </message>
    <message>
        <source>%1 (this computer only: to try it alone)</source>
        <translation>%1 (nur dieser Computer: zum Ausprobieren allein)</translation>
    </message>
    <message>
        <source>Network address:</source>
        <translation>Netzwerkadresse:</translation>
    </message>
    <message>
        <source>Phones must be on the same network (the same Wi-Fi) as this computer and reach it at %1. After “Start game” each phone scans its seat&apos;s code on the screen.</source>
        <translation>Die Handys müssen im selben Netzwerk (im selben WLAN) sein wie dieser Computer und erreichen ihn unter %1. Nach „Spiel beginnen“ scannt jedes Handy den Code seines Platzes auf dem Bildschirm.</translation>
    </message>
    <message>
        <source>From the layout editor: %1</source>
        <translation>Aus dem Spielaufbau-Editor: %1</translation>
    </message>
    <message>
        <source>From the layout editor (unnamed)</source>
        <translation>Aus dem Spielaufbau-Editor (ohne Namen)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Open a layout</source>
        <translation>Spielaufbau öffnen</translation>
    </message>
    <message>
        <source>Layouts and shared boards (*.zlayout *.zboard);;All files (*)</source>
        <translation>Spielaufbauten und geteilte Bretter (*.zlayout *.zboard);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open a disc set</source>
        <translation>Scheibensatz öffnen</translation>
    </message>
    <message>
        <source>Disc sets (*.zdiscs);;All files (*)</source>
        <translation>Scheibensätze (*.zdiscs);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Player %1 needs a name.</source>
        <translation>Spieler %1 braucht einen Namen.</translation>
    </message>
    <message>
        <source>Every player needs a different piece.</source>
        <translation>Jeder Spieler braucht eine andere Spielfigur.</translation>
    </message>
    <message>
        <source>The seed must be a whole number (or empty for a random one).</source>
        <translation>Der Startwert muss eine ganze Zahl sein (oder leer für einen zufälligen).</translation>
    </message>
    <message>
        <source>A person far away needs a broker: set one in Settings → Internet play.</source>
        <translation>Eine Person in der Ferne braucht einen Broker: Stell einen ein unter Einstellungen → Spiel übers Internet.</translation>
    </message>
    <message>
        <source>Cannot use this file</source>
        <translation>Diese Datei kann nicht verwendet werden</translation>
    </message>
    <message>
        <source>This layout can never be won</source>
        <translation>Dieser Spielaufbau ist nie zu gewinnen</translation>
    </message>
    <message>
        <source>On this layout no piece can ever reach the sun from Earth, so nobody can win and the game never ends. Start it anyway?</source>
        <translation>Auf diesem Spielaufbau kann keine Spielfigur je von der Erde aus die Sonne erreichen; niemand kann gewinnen, und das Spiel endet nie. Trotzdem beginnen?</translation>
    </message>
</context>
<context>
    <name>NoGamePage</name>
    <message>
        <source>No game on the table</source>
        <translation>Kein Spiel auf dem Tisch</translation>
    </message>
    <message>
        <source>Start a new game, open a saved one, or learn to play in a short guided game.</source>
        <translation>Beginne ein neues Spiel, öffne ein gespeichertes oder lerne das Spiel in einer kurzen geführten Partie.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <source>&amp;Open a saved game…</source>
        <translation>Gespeichertes Spiel ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>Spielen &amp;lernen …</translation>
    </message>
</context>
<context>
    <name>PhoneHub</name>
    <message>
        <source>The phone server cannot listen on %1 port %2: %3.</source>
        <extracomment>TRANSLATORS: %1 the network address, %2 the port number, %3 the system&apos;s reason</extracomment>
        <translation>Der Server für die Handys kann %1, Port %2 nicht öffnen: %3.</translation>
    </message>
    <message>
        <source>The phone server cannot start: %1</source>
        <translation>Der Server für die Handys kann nicht starten: %1</translation>
    </message>
    <message>
        <source>The phone server stopped on an error: %1</source>
        <extracomment>TRANSLATORS: %1 a technical reason (in English)</extracomment>
        <translation>Der Server für die Handys wurde wegen eines Fehlers beendet: %1</translation>
    </message>
</context>
<context>
    <name>PhoneSeats</name>
    <message>
        <source>%1&apos;s phone lost its connection. It rejoins by itself or with the same code (Game → Phones… shows it).</source>
        <translation>Das Handy von %1 hat die Verbindung verloren. Es kommt von selbst wieder dazu oder mit demselben Code (Spiel → Handys … zeigt ihn).</translation>
    </message>
    <message>
        <source>Phones cannot join the table: %1

%2 play on this screen instead (hot-seat). You can try phones again from the players panel or Game → Seats.</source>
        <translation>Handys können nicht an den Tisch kommen: %1

%2 spielen stattdessen an diesem Bildschirm (abwechselnd am Computer). Handys könnt ihr später wieder über die Spielerliste oder Spiel → Plätze versuchen.</translation>
    </message>
    <message>
        <source>Phones cannot join</source>
        <translation>Handys können nicht mitspielen</translation>
    </message>
    <message>
        <source>This game was saved with phones. The codes are new: every phone joins again with its seat&apos;s new code.</source>
        <translation>Dieses Spiel wurde mit Handys gespeichert. Die Codes sind neu: Jedes Handy kommt mit dem neuen Code seines Platzes wieder dazu.</translation>
    </message>
    <message>
        <source>%1 plays on this screen</source>
        <translation>%1 spielt an diesem Bildschirm</translation>
    </message>
    <message>
        <source>%1 plays on a phone</source>
        <translation>%1 spielt mit dem Handy</translation>
    </message>
    <message>
        <source>%1 plays far away</source>
        <translation>%1 spielt in der Ferne</translation>
    </message>
    <message>
        <source>The computer plays for %1</source>
        <translation>Der Computer spielt für %1</translation>
    </message>
    <message>
        <source>New invitation for %1</source>
        <translation>Neue Einladung für %1</translation>
    </message>
    <message>
        <source>Show the far-away invitations</source>
        <translation>Einladungen in die Ferne zeigen</translation>
    </message>
    <message>
        <source>New code for %1&apos;s phone</source>
        <translation>Neuer Code für das Handy von %1</translation>
    </message>
    <message>
        <source>Show the phones&apos; codes</source>
        <translation>Codes der Handys zeigen</translation>
    </message>
</context>
<context>
    <name>PlayOnDialog</name>
    <message>
        <source>Play on from here</source>
        <translation>Von hier aus weiterspielen</translation>
    </message>
    <message>
        <source>A new game starts from the shown position of round %1. Choose who plays each seat.</source>
        <translation>Ein neues Spiel beginnt mit der gezeigten Stellung aus Runde %1. Wähle, wer jeden Platz spielt.</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>Who plays %1</source>
        <translation>Wer %1 spielt</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Losspielen</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Spielfigur</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>%1 is played by the computer</source>
        <translation>%1 wird vom Computer gespielt</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (Computer)</translation>
    </message>
    <message>
        <source>%1 plays far away, in their own Zündstoff</source>
        <translation>%1 spielt in der Ferne, im eigenen Zündstoff</translation>
    </message>
    <message>
        <source>%1 (far away)</source>
        <translation>%1 (in der Ferne)</translation>
    </message>
    <message>
        <source>%1 holds their hand on a phone</source>
        <translation>%1 hat die Handkarten auf dem Handy</translation>
    </message>
    <message>
        <source>%1 (phone)</source>
        <translation>%1 (Handy)</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n Karte auf der Hand</numerusform>
            <numerusform>%n Karten auf der Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>denkt nach …</translation>
    </message>
    <message>
        <source>card chosen</source>
        <translation>Karte gewählt</translation>
    </message>
    <message>
        <source>choosing</source>
        <translation>wählt</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>not connected yet</source>
        <translation>noch nicht verbunden</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>Verbindung verloren</translation>
    </message>
    <message>
        <source>choosing far away</source>
        <translation>wählt in der Ferne</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>phone not joined yet</source>
        <translation>Handy noch nicht dabei</translation>
    </message>
    <message>
        <source>phone lost connection</source>
        <translation>Handy-Verbindung verloren</translation>
    </message>
    <message>
        <source>choosing on the phone</source>
        <translation>wählt auf dem Handy</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>hat gewählt</translation>
    </message>
    <message>
        <source>phone connected</source>
        <translation>Handy verbunden</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Seat menu</source>
        <translation>Menü des Platzes</translation>
    </message>
</context>
<context>
    <name>PlaytestWindow</name>
    <message>
        <source>Playtest: %1</source>
        <translation>Testspiele: %1</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>Computer-&amp;Stufe:</translation>
    </message>
    <message>
        <source>Disc set:</source>
        <translation>Scheibensatz:</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Partien:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>S&amp;tartwert:</translation>
    </message>
    <message>
        <source>&amp;Compare:</source>
        <translation>&amp;Vergleich:</translation>
    </message>
    <message>
        <source>S&amp;kill trace:</source>
        <translation>Können-Ver&amp;lauf:</translation>
    </message>
    <message>
        <source>Beside the standard layout</source>
        <translation>Neben dem Standard-Spielaufbau</translation>
    </message>
    <message>
        <source>%1 games a level, easy to expert (slow)</source>
        <translation>%1 Partien je Stufe, leicht bis Experte (langsam)</translation>
    </message>
    <message>
        <source>The app&apos;s disc set</source>
        <translation>Der Scheibensatz der App</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Save heat map…</source>
        <translation>Wärmekarte speichern…</translation>
    </message>
    <message>
        <source>Save figures…</source>
        <translation>Zahlen speichern…</translation>
    </message>
    <message>
        <source>Standard layout</source>
        <translation>Standard-Spielaufbau</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <source>Heat map of %1</source>
        <translation>Wärmekarte von %1</translation>
    </message>
    <message>
        <source>Heat map of the standard layout</source>
        <translation>Wärmekarte des Standard-Spielaufbaus</translation>
    </message>
    <message>
        <source>%1 of %2 games stopped at the %3-round limit without a winner: this board may never end.</source>
        <translation>%1 von %2 Partien endeten an der Grenze von %3 Runden ohne Sieger: Auf diesem Brett endet das Spiel vielleicht nie.</translation>
    </message>
    <message>
        <source>%1 of %2 games stopped in a loop: the computer players kept coming back to the same position (seeds %3).</source>
        <translation>%1 von %2 Partien endeten in einer Schleife: Die Computerspieler kamen immer wieder zur selben Stellung zurück (Startwerte %3).</translation>
    </message>
    <message>
        <source>No flight can ever reach the sun from Earth on this board: nobody can win.</source>
        <translation>Auf diesem Brett erreicht kein Flug von der Erde aus je die Sonne: Niemand kann gewinnen.</translation>
    </message>
    <message>
        <source>Seat %1 never won in %2 games.</source>
        <translation>Platz %1 hat in %2 Partien nie gewonnen.</translation>
    </message>
    <message>
        <source>Seat %1 wins more than its fair share (%2).</source>
        <translation>Platz %1 gewinnt mehr als seinen fairen Anteil (%2).</translation>
    </message>
    <message>
        <source>Seat %1 wins less than its fair share (%2).</source>
        <translation>Platz %1 gewinnt weniger als seinen fairen Anteil (%2).</translation>
    </message>
    <message>
        <source>The hard player won %1 of the skill games, no better than a fair share (%2): on this board luck may decide more than play.</source>
        <translation>Der schwere Computer hat %1 der Können-Partien gewonnen, nicht mehr als einen fairen Anteil (%2): Auf diesem Brett entscheidet vielleicht eher das Glück als das Spiel.</translation>
    </message>
    <message>
        <source>Disc set</source>
        <translation>Scheibensatz</translation>
    </message>
    <message>
        <source>Disc sets (*.zdiscs)</source>
        <translation>Scheibensätze (*.zdiscs)</translation>
    </message>
    <message>
        <source>Starting the computer players…</source>
        <translation>Die Computer-Spieler starten…</translation>
    </message>
    <message>
        <source>Play %1 games</source>
        <translation>%1 Partien spielen</translation>
    </message>
    <message>
        <source>the standard layout</source>
        <translation>der Standard-Spielaufbau</translation>
    </message>
    <message>
        <source>%1: %2 of %3 games played.</source>
        <translation>%1: %2 von %3 Partien gespielt.</translation>
    </message>
    <message>
        <source>The playtest stopped: %1</source>
        <translation>Die Testspiele wurden abgebrochen: %1</translation>
    </message>
    <message>
        <source>Cancelled. The figures are those of the games played.</source>
        <translation>Abgebrochen. Die Zahlen sind die der gespielten Partien.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Fertig.</translation>
    </message>
    <message>
        <source>Choose the players and press Run: computer players play the games in the background, and the figures fill in as they finish.</source>
        <translation>Wähle die Spieler und drücke Starten: Computer-Spieler spielen die Partien im Hintergrund, und die Zahlen füllen sich, sobald Partien fertig sind.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>Games played / stopped at the round limit</source>
        <translation>Gespielte Partien / an der Rundengrenze beendet</translation>
    </message>
    <message>
        <source>Seat %1 wins</source>
        <translation>Siege von Platz %1</translation>
    </message>
    <message>
        <source>First-seat advantage</source>
        <translation>Vorteil des ersten Platzes</translation>
    </message>
    <message>
        <source>Balance (1 = even)</source>
        <translation>Ausgewogenheit (1 = gleich)</translation>
    </message>
    <message>
        <source>Shared wins</source>
        <translation>Geteilte Siege</translation>
    </message>
    <message>
        <source>Rounds: median / 90th percentile</source>
        <translation>Runden: Median / 90. Perzentil</translation>
    </message>
    <message>
        <source>Games that ended with a winner</source>
        <translation>Partien mit Sieger</translation>
    </message>
    <message>
        <source>Decided after (share of the game)</source>
        <translation>Entschieden nach (Anteil der Partie)</translation>
    </message>
    <message>
        <source>Lead changes a game</source>
        <translation>Führungswechsel je Partie</translation>
    </message>
    <message>
        <source>Skill: hard against medium (fair share)</source>
        <translation>Können: schwer gegen mittel (fairer Anteil)</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>%1: flights / sun entries / wins</source>
        <translation>%1: Flüge / Sonneneintritte / Siege</translation>
    </message>
    <message>
        <source>Rounds a game</source>
        <translation>Runden je Partie</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Games are long: half of them take %1 rounds or more.</source>
        <translation>Die Partien sind lang: Die Hälfte dauert %1 Runden oder länger.</translation>
    </message>
    <message>
        <source>The heat map: the red discs grow with the stops a game on each disc; the numbers are stops a game and, on face-down slots, the share of games their planet was turned up; the bars at the sun show the sides flights entered by.</source>
        <translation>Die Wärmekarte: Die roten Kreise wachsen mit den Halten je Partie auf jeder Scheibe; die Zahlen sind Halte je Partie und, auf Planetenplätzen, der Anteil der Partien, in denen ihr Planet aufgedeckt wurde; die Balken an der Sonne zeigen, durch welche Seiten Flüge eintraten.</translation>
    </message>
    <message>
        <source>Save heat map</source>
        <translation>Wärmekarte speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Save figures</source>
        <translation>Zahlen speichern</translation>
    </message>
    <message>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>nicht gespielt</translation>
    </message>
    <message>
        <source>— too wide to read</source>
        <translation>— zu breit, um etwas abzulesen</translation>
    </message>
    <message>
        <source>Seat warnings: corrected for testing every seat (Holm)</source>
        <translation>Warnungen zu Plätzen: korrigiert für den Test aller Plätze (Holm)</translation>
    </message>
    <message>
        <source>%1 games to see 5 points off</source>
        <translation>%1 Partien, um 5 Punkte Abweichung zu sehen</translation>
    </message>
    <message>
        <source>Skill trace: %1 among %2</source>
        <translation>Können-Verlauf: %1 unter %2</translation>
    </message>
    <message>
        <source>Branching factor (choices a decision)</source>
        <translation>Verzweigungsfaktor (Möglichkeiten je Entscheidung)</translation>
    </message>
    <message>
        <source>Decision factor (choices when there is a choice)</source>
        <translation>Entscheidungsfaktor (Möglichkeiten, wenn es eine Wahl gibt)</translation>
    </message>
    <message>
        <source>Drama (chips the winner was behind)</source>
        <translation>Dramatik (Chips, die der Gewinner zurücklag)</translation>
    </message>
    <message>
        <source>Games won from behind</source>
        <translation>Partien, die aus dem Rückstand gewonnen wurden</translation>
    </message>
    <message>
        <source>Lead stability (rounds the lead held)</source>
        <translation>Stabilität der Führung (Runden, in denen sie hielt)</translation>
    </message>
    <message>
        <source>%1 games can tell from chance only a seat about %2 points off its fair share; to see 5 points, play about %3 games.</source>
        <translation>%1 Partien unterscheiden vom Zufall nur einen Platz, der etwa %2 Punkte von seinem fairen Anteil abweicht; um 5 Punkte zu sehen, spiele etwa %3 Partien.</translation>
    </message>
    <message>
        <source>The skill figure of %1 games is too wide to read (±%2 points); about %3 skill games make it ±10 points or narrower.</source>
        <translation>Der Können-Wert aus %1 Partien ist zu breit, um etwas abzulesen (±%2 Punkte); mit etwa %3 Partien dafür wird er ±10 Punkte oder schmaler.</translation>
    </message>
    <message>
        <source>Loops</source>
        <translation>Schleifen</translation>
    </message>
    <message>
        <source>%1 of %2 games repeated a whole position (state repetition: %3 of the rounds started from a position seen before in the game); every seat laid the same cards in %4 of the rounds.</source>
        <translation>%1 von %2 Partien wiederholten eine ganze Stellung (Stellungswiederholung: %3 der Runden begannen mit einer Stellung, die es in der Partie schon gab); alle Plätze legten in %4 der Runden dieselben Karten.</translation>
    </message>
    <message>
        <source>Stopped at the round limit: %1 in a loop, %2 long without repeating.</source>
        <translation>An der Rundengrenze beendet: %1 in einer Schleife, %2 lang ohne Wiederholung.</translation>
    </message>
    <message>
        <source>Odd games (click one to replay it):</source>
        <translation>Auffällige Partien (zum Nachspielen anklicken):</translation>
    </message>
    <message>
        <source>stopped in a loop</source>
        <translation>in einer Schleife beendet</translation>
    </message>
    <message>
        <source>stopped, long</source>
        <translation>beendet, lang</translation>
    </message>
    <message>
        <source>repeated a position, then ended</source>
        <translation>Stellung wiederholt, dann zu Ende gespielt</translation>
    </message>
    <message>
        <source>ended, far longer than most</source>
        <translation>zu Ende gespielt, weit länger als die meisten</translation>
    </message>
    <message>
        <source>Game %1 (seed %2)</source>
        <translation>Partie %1 (Startwert %2)</translation>
    </message>
    <message>
        <source>%1 after %2 rounds</source>
        <translation>%1 nach %2 Runden</translation>
    </message>
    <message>
        <source>Playtest game %1 (seed %2)</source>
        <translation>Testpartie %1 (Startwert %2)</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass to %1</source>
        <translation>Weitergeben an %1</translation>
    </message>
    <message>
        <source>second card</source>
        <translation>zweite Karte</translation>
    </message>
    <message>
        <source>first card</source>
        <translation>erste Karte</translation>
    </message>
    <message>
        <source>%1 chooses a %2 in secret. Everyone else, please look away.</source>
        <translation>%1 wählt geheim die %2. Alle anderen schauen bitte weg.</translation>
    </message>
    <message>
        <source>I am %1 – show my cards and read them aloud</source>
        <translation>Ich bin %1 – meine Karten zeigen und vorlesen</translation>
    </message>
    <message>
        <source>I am %1 – show my cards without speech</source>
        <translation>Ich bin %1 – meine Karten ohne Sprachausgabe zeigen</translation>
    </message>
    <message>
        <source>I am %1 – show my cards</source>
        <translation>Ich bin %1 – meine Karten zeigen</translation>
    </message>
    <message>
        <source>A screen reader is running: a hand shown with speech is heard by everyone at this table. If you read the screen yourself, choose “without speech”. Sighted players can also hold their hands on their phones (Game → Seats).</source>
        <translation>Ein Screenreader läuft: Handkarten mit Sprachausgabe hören alle an diesem Tisch. Wenn du selbst auf den Bildschirm schaust, wähle „ohne Sprachausgabe“. Sehende Spieler können ihre Handkarten auch auf ihrem Handy halten (Spiel → Plätze).</translation>
    </message>
    <message>
        <source>Pass to %1 — everyone else, look away.</source>
        <translation>Weitergeben an %1 – alle anderen schauen bitte weg.</translation>
    </message>
    <message>
        <source>A screen reader is running: %1 chooses whether it reads their hand aloud.</source>
        <translation>Ein Screenreader läuft: %1 wählt, ob er die Handkarten vorliest.</translation>
    </message>
    <message>
        <source>One moment…</source>
        <translation>Einen Moment …</translation>
    </message>
</context>
<context>
    <name>PublicPanel</name>
    <message>
        <source>%1: %2 cards in hand (%3); %4 put aside; %5</source>
        <translation>%1: %2 Karten auf der Hand (%3); %4 beiseitegelegt; %5</translation>
    </message>
    <message>
        <source>%1 in hand, %2 put aside · %3</source>
        <translation>%1 auf der Hand, %2 beiseitegelegt · %3</translation>
    </message>
    <message>
        <source>has two chips</source>
        <translation>hat zwei Chips</translation>
    </message>
    <message>
        <source>needs one more chip: %1</source>
        <translation>braucht noch einen Chip: %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>needs two chips of %1</source>
        <translation>braucht zwei Chips aus %1</translation>
    </message>
    <message>
        <source>What everyone can know</source>
        <translation>Was alle wissen können</translation>
    </message>
    <message>
        <source>Cards left in each hand can be counted from the cards played (R26); the chips each player still needs to win (R25).</source>
        <translation>Die Karten auf jeder Hand lassen sich aus den gespielten Karten abzählen (R26); dazu die Chips, die jedem noch zum Sieg fehlen (R25).</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Board of the replay</source>
        <translation>Spielplan der Wiederholung</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Timeline of the game, by round and step</source>
        <translation>Zeitleiste des Spiels, nach Runde und Schritt</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Log up to the shown position</source>
        <translation>Spielverlauf bis zur gezeigten Stellung</translation>
    </message>
    <message>
        <source>Back to the start (Home)</source>
        <translation>Zurück zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Einen Schritt zurück (Pfeil links)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Abspielen oder anhalten (Leertaste)</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>Einen Schritt vor (Pfeil rechts)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>To the last position (End)</source>
        <translation>Zur letzten Stellung (Ende)</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Round </source>
        <translation>Runde </translation>
    </message>
    <message>
        <source>Go to round</source>
        <translation>Gehe zu Runde</translation>
    </message>
    <message>
        <source>Shown position</source>
        <translation>Gezeigte Stellung</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Wiederholung</translation>
    </message>
    <message>
        <source>&amp;Export position as PNG…</source>
        <translation>Stellung als PNG &amp;exportieren …</translation>
    </message>
    <message>
        <source>&amp;Play on from here…</source>
        <translation>Von hier aus &amp;weiterspielen …</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
    <message>
        <source>&amp;Play or pause</source>
        <translation>&amp;Abspielen oder anhalten</translation>
    </message>
    <message>
        <source>To the &amp;start</source>
        <translation>Zum An&amp;fang</translation>
    </message>
    <message>
        <source>To the &amp;end</source>
        <translation>Zum &amp;Ende</translation>
    </message>
    <message>
        <source>Previous &amp;round</source>
        <translation>Vorige &amp;Runde</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>&amp;Nächste Runde</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>The start</source>
        <translation>Der Anfang</translation>
    </message>
    <message>
        <source>Round %1 of %2, step %3</source>
        <translation>Runde %1 von %2, Schritt %3</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Position in the game: %1</source>
        <translation>Stelle im Spiel: %1</translation>
    </message>
    <message>
        <source>The start: everyone on Earth, every planet face down.</source>
        <translation>Der Anfang: alle auf der Erde, alle Planeten verdeckt.</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>dieses Spiel</translation>
    </message>
    <message>
        <source>Replay – %1 – round %2</source>
        <translation>Wiederholung – %1 – Runde %2</translation>
    </message>
    <message>
        <source>%1 chose to fly %2</source>
        <translation>%1 fliegt mit %2</translation>
    </message>
    <message>
        <source>Game over. Winner: %1</source>
        <translation>Spielende. Gewinner: %1</translation>
    </message>
    <message>
        <source>Export position as PNG</source>
        <translation>Stellung als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exportiert nach %1</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Von hier aus weiterspielen</translation>
    </message>
    <message>
        <source>The game is over at this position: step back to play on from an earlier one.</source>
        <translation>In dieser Stellung ist das Spiel schon zu Ende: Geh zurück, um von einer früheren aus weiterzuspielen.</translation>
    </message>
</context>
<context>
    <name>Replays</name>
    <message>
        <source>The finished game could not be kept in the history: %1</source>
        <translation>Das beendete Spiel konnte nicht im Verlauf aufbewahrt werden: %1</translation>
    </message>
    <message>
        <source>Watch a replay</source>
        <translation>Wiederholung ansehen</translation>
    </message>
    <message>
        <source>Zündstoff games (*.zrec);;All files (*)</source>
        <translation>Zündstoff-Spiele (*.zrec);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot replay this game</source>
        <translation>Dieses Spiel kann nicht wiederholt werden</translation>
    </message>
    <message>
        <source>The game could not be opened.

%1</source>
        <translation>Das Spiel konnte nicht geöffnet werden.

%1</translation>
    </message>
    <message>
        <source>Replace the game on the table?</source>
        <translation>Das Spiel auf dem Tisch ersetzen?</translation>
    </message>
    <message>
        <source>The game on the table is not finished. Play on from the replay instead? (Save the game on the table first if you want to come back to it.)</source>
        <translation>Das Spiel auf dem Tisch ist nicht zu Ende. Stattdessen von der Wiederholung aus weiterspielen? (Speichere das Spiel auf dem Tisch vorher, wenn du später dorthin zurückkehren willst.)</translation>
    </message>
</context>
<context>
    <name>RevealBanner</name>
    <message>
        <source>Round %1 – played:</source>
        <translation>Runde %1 – gespielt:</translation>
    </message>
    <message>
        <source>Round %1 – on the table:</source>
        <translation>Runde %1 – auf dem Tisch:</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>How to play Zündstoff</source>
        <translation>So spielt man Zündstoff</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Die Regeln</translation>
    </message>
    <message>
        <source>Arrow keys move line by line; Tab goes from link to link, Enter follows it.</source>
        <translation>Pfeiltasten gehen Zeile für Zeile; Tab geht von Link zu Link, Eingabe folgt ihm.</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Spielziel</translation>
    </message>
    <message>
        <source>Fly your rocket piece into the sun twice, in two different colours. Whoever holds sunglasses chips of two colours at the end of a round wins; several players can win together.</source>
        <translation>Flieg mit deiner Spielfigur zweimal in die Sonne, mit zwei verschiedenen Farben. Wer am Ende einer Spielrunde Sonnenbrillen-Chips in zwei Farben hat, gewinnt; mehrere Spieler können gemeinsam gewinnen.</translation>
    </message>
    <message>
        <source>What is on the table</source>
        <translation>Was auf dem Tisch liegt</translation>
    </message>
    <message>
        <source>15 planets; planet 1 is Earth. Each planet shows a red, a yellow and a blue rocket pointing to three of its four sides, each with a number. The backs all show the same compass rose.</source>
        <translation>15 Planetenscheiben; Planet 1 ist die Erde. Jeder Planet zeigt eine rote, eine gelbe und eine blaue Rakete, die zu drei seiner vier Seiten zeigen, jede mit einer Nummer. Alle Rückseiten zeigen dieselbe Windrose.</translation>
    </message>
    <message>
        <source>The sun shows one red, one yellow and one blue rocket on three sides and all three colours on the fourth.</source>
        <translation>Die Sonnenscheibe zeigt auf drei Seiten je eine rote, eine gelbe und eine blaue Rakete und auf der vierten alle drei Farben.</translation>
    </message>
    <message>
        <source>The printed sheets do not say where each rocket points or its number.</source>
        <translation>Die gedruckten Regeln sagen nicht, wohin jede Rakete zeigt und welche Nummer sie trägt.</translation>
    </message>
    <message>
        <source>The app ships its own disc set; owners of the real game can type in their discs in the disc-set editor.</source>
        <translation>Die App bringt einen eigenen Scheibensatz mit; wer das echte Spiel besitzt, kann seine Scheiben im Scheibensatz-Editor eingeben.</translation>
    </message>
    <message>
        <source>Every player has the same 11 cards: one sun-rotation card, two planet-rotation cards and eight match cards (red 2 and 3, yellow 2 and 3, blue 2 and 3, black 1 and 3).</source>
        <translation>Jeder Spieler hat dieselben 11 Karten: eine Sonnen-Drehkarte, zwei Planeten-Drehkarten und acht Zündholzkarten (rot 2 und 3, gelb 2 und 3, blau 2 und 3, schwarz 1 und 3).</translation>
    </message>
    <message>
        <source>2–5 players, each with a piece (black, white, purple, orange or green) and one set of cards. There are 15 sunglasses chips, five of each colour.</source>
        <translation>2–5 Personen spielen, jede mit einer Spielfigur (schwarz, weiß, lila, orange oder grün) und einem Kartensatz. Es gibt 15 Sonnenbrillen-Chips, fünf in jeder Farbe.</translation>
    </message>
    <message>
        <source>Directions are north, east, south and west. A planet&apos;s rotation is the number of quarter turns clockwise from its printed face: a rocket printed pointing north points east after one quarter turn.</source>
        <translation>Die Richtungen sind Norden, Osten, Süden und Westen. Die Drehung eines Planeten ist die Zahl der Vierteldrehungen im Uhrzeigersinn gegenüber seinem Aufdruck: Eine Rakete, die aufgedruckt nach Norden zeigt, zeigt nach einer Vierteldrehung nach Osten.</translation>
    </message>
    <message>
        <source>The discs lie in a grid: the standard layout is 4 × 4 with the sun in a corner; two smaller layouts come with the game, and you can draw your own in the layout editor.</source>
        <translation>Die Scheiben liegen in einem Raster: Der Standard-Spielaufbau ist 4 × 4 mit der Sonne in einer Ecke; zwei kleinere Spielaufbauten liegen dem Spiel bei, und eigene kannst du im Spielaufbau-Editor zeichnen.</translation>
    </message>
    <message>
        <source>The second alternative layout drops one slot, because there are only 14 planets to deal.</source>
        <translation>Der zweiten Variante fehlt ein Platz, weil nur 14 Planeten verdeckt ausgelegt werden können.</translation>
    </message>
    <message>
        <source>Earth and the sun lie face up; the other planets are shuffled and dealt face down. All pieces start on Earth.</source>
        <translation>Erde und Sonne liegen offen; die übrigen Planeten werden gemischt und verdeckt ausgelegt. Alle Spielfiguren beginnen auf der Erde.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Eine Spielrunde</translation>
    </message>
    <message>
        <source>Everyone chooses a card in secret; all are turned over at once. Then everyone chooses a second card in secret, knowing the first cards, and those are turned over at once.</source>
        <translation>Alle wählen geheim eine Karte; alle werden gleichzeitig umgedreht. Dann wählen alle, in Kenntnis der ersten Karten, geheim eine zweite Karte, und auch diese werden gleichzeitig umgedreht.</translation>
    </message>
    <message>
        <source>In the app the computer is passed round: a screen says whose turn it is, and only that player should press the button to see their hand.</source>
        <translation>In der App wird der Computer herumgereicht: Ein Bildschirm sagt, wer an der Reihe ist, und nur dieser Spieler sollte die Schaltfläche drücken, um seine Handkarten zu sehen.</translation>
    </message>
    <message>
        <source>Every sun-rotation card played turns the sun a quarter clockwise.</source>
        <translation>Jede gespielte Sonnen-Drehkarte dreht die Sonne um eine Vierteldrehung im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>Planet-rotation cards are played out starting with the player on the highest-numbered planet.</source>
        <translation>Planeten-Drehkarten werden ausgeführt, beginnend mit dem Spieler auf dem Planeten mit der höchsten Nummer.</translation>
    </message>
    <message>
        <source>Players on the same planet go in seat order.</source>
        <translation>Spieler auf demselben Planeten sind in der Reihenfolge ihrer Plätze dran.</translation>
    </message>
    <message>
        <source>For each planet-rotation card you either turn your own planet a quarter clockwise or, if no other piece shares your planet, turn another face-up planet with no piece on it (not the sun) by one, two or three quarters.</source>
        <translation>Für jede Planeten-Drehkarte drehst du entweder deinen eigenen Planeten um eine Vierteldrehung im Uhrzeigersinn oder, wenn deine Spielfigur allein auf ihrem Planeten steht, einen anderen aufgedeckten Planeten ohne Spielfigur (nicht die Sonne) um eine viertel, halbe oder dreiviertel Drehung.</translation>
    </message>
    <message>
        <source>For each colour, add up your match cards of that colour; black cards add to every colour you also played. The highest count wins the colour&apos;s flight; ties all fly.</source>
        <translation>Für jede Farbe zählst du die Zündhölzer deiner Zündholzkarten dieser Farbe zusammen; schwarze Zündhölzer zählen zu jeder Farbe, die du auch gespielt hast. Wer die meisten hat, ist Fluggewinner dieser Farbe; bei Gleichstand fliegen alle.</translation>
    </message>
    <message>
        <source>If you win two colours you fly only one of them.</source>
        <translation>Wer zwei Farben gewinnt, fliegt nur mit einer davon.</translation>
    </message>
    <message>
        <source>Such players choose their colour, in seat order, before anyone flies; the other colour is not passed on.</source>
        <translation>Solche Spieler wählen ihre Farbe in der Reihenfolge ihrer Plätze, bevor jemand fliegt; die andere Farbe geht an niemanden weiter.</translation>
    </message>
    <message>
        <source>Flights go from the highest-numbered planet down; on the same planet the higher rocket number goes first; then seat order.</source>
        <translation>Geflogen wird vom Planeten mit der höchsten Nummer abwärts; auf demselben Planeten zuerst die höhere Raketennummer; dann nach Platzreihenfolge.</translation>
    </message>
    <message>
        <source>Flying</source>
        <translation>Raketenflug</translation>
    </message>
    <message>
        <source>A piece flies in the direction its planet&apos;s rocket of the flight colour points, to the next disc in that row or column; past the edge it wraps round to the other end.</source>
        <translation>Eine Spielfigur fliegt in die Richtung, in die die Rakete der Flugfarbe auf ihrem Planeten zeigt, zur nächsten Scheibe in dieser Zeile oder Spalte; über den Rand hinaus geht es am anderen Ende weiter.</translation>
    </message>
    <message>
        <source>Gaps in the layout are skipped.</source>
        <translation>Lücken im Spielaufbau werden übersprungen.</translation>
    </message>
    <message>
        <source>On each face-up planet reached, the piece may stop or fly on in the direction of that planet&apos;s rocket of the same colour. It must move at least one disc. The flight ends at a face-down planet, a stop disc, the sun, or before a disc already visited.</source>
        <translation>Auf jedem erreichten aufgedeckten Planeten darf die Spielfigur anhalten oder in Richtung der gleichfarbigen Rakete dieses Planeten weiterfliegen. Die Spielfigur muss mindestens eine Scheibe weit ziehen. Der Flug endet auf einem verdeckten Planeten, einer Stop-Scheibe, der Sonne oder vor einer schon besuchten Scheibe.</translation>
    </message>
    <message>
        <source>The app highlights the whole path; you click where the piece stops.</source>
        <translation>Die App markiert den ganzen Flugweg; du klickst an, wo die Spielfigur anhält.</translation>
    </message>
    <message>
        <source>Landing on a face-down planet, you choose which way it will lie before anyone sees its face (the compass rose), then it is turned up. For the rest of the round it is a stop disc: every piece that reaches it must stop.</source>
        <translation>Landest du auf einem verdeckten Planeten, wählst du nach der Windrose, wie er liegen soll, bevor jemand seine Vorderseite sieht; dann wird er aufgedeckt. Für den Rest der Spielrunde ist er eine Stop-Scheibe: Jede Spielfigur, die ihn erreicht, muss dort anhalten.</translation>
    </message>
    <message>
        <source>A piece can enter the sun only through a side showing its flight&apos;s colour (the side with all three lets every colour in), and only if its player has no chip of that colour yet. It then takes a chip of that colour and goes back to Earth.</source>
        <translation>Eine Spielfigur kann nur über eine Seite in die Sonne ziehen, die ihre Flugfarbe zeigt (die Seite mit allen drei lässt jede Farbe hinein), und nur, wenn ihr Spieler noch keinen Chip dieser Farbe hat. Dann erhält er einen Sonnenbrillen-Chip dieser Farbe, und die Spielfigur kehrt zur Erde zurück.</translation>
    </message>
    <message>
        <source>Otherwise the sun is a wall the piece cannot pass.</source>
        <translation>Sonst ist die Sonne eine Wand, die die Spielfigur nicht überwinden kann.</translation>
    </message>
    <message>
        <source>Played cards are put aside. A player left with one card takes all put-aside cards back.</source>
        <translation>Gespielte Karten werden abgelegt. Wer nur noch eine Handkarte hat, nimmt alle abgelegten Karten zurück auf die Hand.</translation>
    </message>
    <message>
        <source>After the flights, everyone holding two chips wins.</source>
        <translation>Nach den Flügen gewinnt jeder, der zwei Sonnenbrillen-Chips hat.</translation>
    </message>
    <message>
        <source>What is secret</source>
        <translation>Was geheim ist</translation>
    </message>
    <message>
        <source>Only a card chosen but not yet turned over, and the faces of face-down planets, are secret. Everything else is public, so the app shows every player&apos;s hand size.</source>
        <translation>Geheim sind nur eine gewählte, noch nicht umgedrehte Karte und die Vorderseiten verdeckter Planeten. Alles andere ist öffentlich, daher zeigt die App, wie viele Handkarten jeder Spieler hat.</translation>
    </message>
    <message>
        <source>Undo never shows or changes a secret: once cards are turned over or a planet is turned face up, what came before cannot be undone.</source>
        <translation>Rückgängig machen zeigt oder ändert nie ein Geheimnis: Sobald Karten umgedreht oder ein Planet aufgedeckt wurde, lässt sich das Vorherige nicht mehr zurücknehmen.</translation>
    </message>
    <message>
        <source>A card choice is final once you lay it face down (before that you may pick another). In a casual game public decisions may be undone across a planet turned face up: the planet goes face down again but keeps its face and the rotation it was turned up with. If a piece stops on it again, it is turned up the same way, so nobody chooses its rotation again after seeing its face (R22). A move with only one legal choice is made for you (Settings: do forced moves for me); undo takes it back together with the decision before it.</source>
        <translation>Eine Kartenwahl gilt, sobald du die Karte verdeckt ablegst (vorher darfst du eine andere wählen). In einem entspannten Spiel dürfen öffentliche Entscheidungen auch über das Aufdecken eines Planeten hinweg zurückgenommen werden: Der Planet wird wieder verdeckt, behält aber seine Vorderseite und die Drehung, mit der er aufgedeckt wurde. Hält eine Spielfigur erneut auf ihm an, wird er genauso aufgedeckt – niemand wählt seine Drehung noch einmal, nachdem er die Vorderseite gesehen hat (R22). Ein Zug mit nur einer erlaubten Wahl wird für dich ausgeführt (Einstellungen: Erzwungene Züge für mich ausführen); „Rückgängig“ nimmt ihn zusammen mit der Entscheidung davor zurück.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Arrow keys and Enter choose a card; Tab moves between buttons; Enter or Space presses the focused button; on the board, arrow keys move from disc to disc, N and Shift+N jump to the next and previous highlighted disc, Enter chooses it; Ctrl+Z undoes, Ctrl+Shift+Z redoes; Ctrl+S saves; F1 opens this help.</source>
        <translation>Pfeiltasten und Eingabetaste wählen eine Karte; Tab springt zwischen den Schaltflächen; Eingabe- oder Leertaste drückt die Schaltfläche im Fokus; auf dem Spielbrett wechseln die Pfeiltasten von Scheibe zu Scheibe, N und Umschalt+N springen zur nächsten und vorigen markierten Scheibe, die Eingabetaste wählt sie; Strg+Z macht rückgängig, Strg+Umschalt+Z wiederholt; Strg+S speichert; F1 öffnet diese Hilfe.</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>In the app</source>
        <translation>In der App</translation>
    </message>
    <message>
        <source>Zündstoff – the rules</source>
        <translation>Zündstoff – die Spielregeln</translation>
    </message>
    <message>
        <source>Sections:</source>
        <translation>Abschnitte:</translation>
    </message>
    <message>
        <source>Where the original rule sheets are silent or unclear, the app had to decide; those places are marked</source>
        <translation>Wo die Original-Spielregel schweigt oder unklar ist, musste die App entscheiden; diese Stellen sind markiert mit</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>Cannot show the game: %1</source>
        <translation>Das Spiel kann nicht gezeigt werden: %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot write the picture %1</source>
        <translation>Das Bild %1 kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>New code</source>
        <translation>Neuer Code</translation>
    </message>
    <message>
        <source>A new code for this seat: the old one stops working at once (a lost or shared phone).</source>
        <translation>Ein neuer Code für diesen Platz: Der alte gilt sofort nicht mehr (ein verlorenes oder weitergegebenes Handy).</translation>
    </message>
    <message>
        <source>Play on this screen</source>
        <translation>An diesem Bildschirm spielen</translation>
    </message>
    <message>
        <source>This person plays on this computer instead, behind the privacy screen.</source>
        <translation>Diese Person spielt stattdessen an diesem Computer, hinter dem Sichtschutz.</translation>
    </message>
    <message>
        <source>%1 – %2 piece</source>
        <translation>%1 – Spielfigur %2</translation>
    </message>
    <message>
        <source>QR code to join as %1</source>
        <translation>QR-Code, um als %1 mitzuspielen</translation>
    </message>
    <message>
        <source>Address for %1&apos;s phone</source>
        <translation>Adresse für das Handy von %1</translation>
    </message>
    <message>
        <source>New code for %1&apos;s phone</source>
        <translation>Neuer Code für das Handy von %1</translation>
    </message>
    <message>
        <source>%1 plays on this screen</source>
        <translation>%1 spielt an diesem Bildschirm</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>Verbindung verloren</translation>
    </message>
    <message>
        <source>Waiting for the phone</source>
        <translation>Warten auf das Handy</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Sehr schnell</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The most time for one decision: an expert computer player thinks until its move is settled or the time is up; a hard one stops sooner when it has sampled enough.</source>
        <translation>Höchstens so viel Zeit für eine Entscheidung: Ein Experten-Computerspieler denkt, bis sein Zug feststeht oder die Zeit um ist; ein schwerer hört früher auf, wenn er genug Stichproben hat.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animationen:</translation>
    </message>
    <message>
        <source>Computer players think at least:</source>
        <translation>Computerspieler denken mindestens:</translation>
    </message>
    <message>
        <source>Hard and expert computer players think:</source>
        <translation>Schwere und Experten-Computerspieler denken:</translation>
    </message>
    <message>
        <source>Wait until someone presses Continue</source>
        <translation>Warten, bis jemand auf „Weiter“ drückt</translation>
    </message>
    <message>
        <source>Pause 5 seconds (Continue skips)</source>
        <translation>5 Sekunden Pause („Weiter“ überspringt)</translation>
    </message>
    <message>
        <source>Pause 3 seconds (Continue skips)</source>
        <translation>3 Sekunden Pause („Weiter“ überspringt)</translation>
    </message>
    <message>
        <source>Go on at once</source>
        <translation>Sofort weiter</translation>
    </message>
    <message>
        <source>Pause %1 seconds (Continue skips)</source>
        <translation>%1 Sekunden Pause („Weiter“ überspringt)</translation>
    </message>
    <message>
        <source>With two or more people at the table: how long the table sees cards turned over and a round&apos;s end before the next privacy screen.</source>
        <translation>Bei zwei oder mehr Menschen am Tisch: wie lange alle die aufgedeckten Karten und das Ende einer Runde sehen, bevor der nächste Sichtschutz kommt.</translation>
    </message>
    <message>
        <source>Cards turned over, round&apos;s end:</source>
        <translation>Aufgedeckte Karten, Rundenende:</translation>
    </message>
    <message>
        <source>Do &amp;forced moves for me</source>
        <translation>&amp;Erzwungene Züge für mich ausführen</translation>
    </message>
    <message>
        <source>A decision with only one legal choice (turn your own planet, stop on the only disc) is made at once. Undo takes it back together with your decision before it.</source>
        <translation>Eine Entscheidung mit nur einer erlaubten Wahl (den eigenen Planeten drehen, auf der einzigen Scheibe anhalten) wird sofort getroffen. „Rückgängig“ nimmt sie zusammen mit deiner Entscheidung davor zurück.</translation>
    </message>
    <message>
        <source>Show where a card would take my &amp;piece</source>
        <translation>Zeigen, wohin eine Karte meine Figur &amp;bringt</translation>
    </message>
    <message>
        <source>While you choose a card, the board shows the flight of its colour from where your piece stands, or what a rotation card would turn.</source>
        <translation>Während du eine Karte wählst, zeigt der Spielplan den Flug ihrer Farbe von dort, wo deine Figur steht, oder was eine Drehkarte drehen würde.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>High contrast (colour-blind friendly)</source>
        <translation>Hoher Kontrast (für Farbfehlsichtige)</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Farben:</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Takes effect when Zündstoff starts the next time.</source>
        <translation>Wirkt beim nächsten Start von Zündstoff.</translation>
    </message>
    <message>
        <source>Interface &amp;size (after restart):</source>
        <translation>&amp;Größe der Oberfläche (nach Neustart):</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <source>&amp;Mute all sounds</source>
        <translation>Alle Töne &amp;stumm schalten</translation>
    </message>
</context>
<context>
    <name>SetupSheet</name>
    <message>
        <source>Untitled layout</source>
        <translation>Unbenannter Spielaufbau</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>Lay the sun on %1 and Earth on %2, face up, each with its printed north to the top of this sheet (rotation 0).</source>
        <translation>Lege die Sonne auf %1 und die Erde auf %2, offen, jeweils mit dem aufgedruckten Norden zum oberen Rand dieses Blatts (Drehung 0).</translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the planets other than Earth and deal one face down on each of the %n slot(s) marked with a compass rose.</source>
        <translation>
            <numerusform>Mische die Planeten außer der Erde und lege einen verdeckt auf den %n mit einer Windrose markierten Platz.</numerusform>
            <numerusform>Mische die Planeten außer der Erde und lege je einen verdeckt auf jeden der %n mit einer Windrose markierten Plätze.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n planet(s) stay in the box.</source>
        <translation>
            <numerusform>%n Planet bleibt in der Schachtel.</numerusform>
            <numerusform>%n Planeten bleiben in der Schachtel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Put every piece on Earth. Each player takes a hand of 11 cards.</source>
        <translation>Stelle alle Figuren auf die Erde. Alle Spielenden nehmen ihre 11 Karten auf die Hand.</translation>
    </message>
    <message>
        <source>Setup sheet: %1</source>
        <translation>Aufbauplan: %1</translation>
    </message>
    <message>
        <source>Zündstoff · %1 rows × %2 columns · sun, Earth and %3 face-down planets</source>
        <translation>Zündstoff · %1 Zeilen × %2 Spalten · Sonne, Erde und %3 verdeckte Planeten</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>N</source>
        <comment>north, on the sheet&apos;s compass</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>Sun (face up)</source>
        <translation>Sonne (offen)</translation>
    </message>
    <message>
        <source>Earth (face up, the start)</source>
        <translation>Erde (offen, der Start)</translation>
    </message>
    <message>
        <source>Planet slot (face down)</source>
        <translation>Planetenplatz (verdeckt)</translation>
    </message>
    <message>
        <source>Face-down slots: %1.</source>
        <translation>Verdeckte Plätze: %1.</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>A request from another start of Zündstoff was ignored: %1</source>
        <translation>Eine Anfrage eines weiteren Starts von Zündstoff wurde nicht ausgeführt: %1</translation>
    </message>
    <message>
        <source>Zündstoff is already running</source>
        <translation>Zündstoff läuft schon</translation>
    </message>
    <message>
        <source>Zündstoff is already running, but it does not answer. Close it (or end it in the system&apos;s task manager), then start Zündstoff again.

Start anyway only when no other Zündstoff window is open: two copies would overwrite each other&apos;s autosave.</source>
        <translation>Zündstoff läuft schon, antwortet aber nicht. Schließ es (oder beende es im Task-Manager des Systems) und starte Zündstoff dann noch einmal.

Starte trotzdem nur, wenn kein anderes Zündstoff-Fenster offen ist: Zwei Kopien würden sich gegenseitig die automatische Sicherung überschreiben.</translation>
    </message>
    <message>
        <source>Start anyway</source>
        <translation>Trotzdem starten</translation>
    </message>
</context>
<context>
    <name>SuggestCommands</name>
    <message numerus="yes">
        <source>Accept the suggested board (%n edit(s))</source>
        <translation>
            <numerusform>Vorgeschlagenes Brett übernehmen (%n Änderung)</numerusform>
            <numerusform>Vorgeschlagenes Brett übernehmen (%n Änderungen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SuggestWindow</name>
    <message>
        <source>Suggest a better board</source>
        <translation>Besseres Brett vorschlagen</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>No game stopped at the round limit in a loop (a whole position that keeps coming back)</source>
        <translation>Keine Partie in einer Schleife an der Rundengrenze abgebrochen (eine ganze Stellung, die immer wiederkehrt)</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Spiele&amp;r:</translation>
    </message>
    <message>
        <source>Computer le&amp;vel:</source>
        <translation>Computer-St&amp;ufe:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>&amp;Median length:</source>
        <translation>&amp;Median der Länge:</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>No &amp;loops</source>
        <translation>Keine &amp;Schleifen</translation>
    </message>
    <message>
        <source>L&amp;ead changes a game, at least:</source>
        <translation>&amp;Führungswechsel je Partie, mindestens:</translation>
    </message>
    <message>
        <source>&amp;Fair seats</source>
        <translation>Faire Plät&amp;ze</translation>
    </message>
    <message>
        <source>No seat outside its fair share&apos;s interval</source>
        <translation>Kein Platz außerhalb des Intervalls seines fairen Anteils</translation>
    </message>
    <message>
        <source>Median length from (rounds)</source>
        <translation>Median der Länge ab (Runden)</translation>
    </message>
    <message>
        <source>Median length to (rounds)</source>
        <translation>Median der Länge bis (Runden)</translation>
    </message>
    <message>
        <source>Lead changes a game, at least</source>
        <translation>Führungswechsel je Partie, mindestens</translation>
    </message>
    <message>
        <source>At most e&amp;dits:</source>
        <translation>Höchstens Än&amp;derungen:</translation>
    </message>
    <message>
        <source>Su&amp;ggest</source>
        <translation>&amp;Vorschlagen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>State the goals and press Suggest: computer players try layouts a few edits from yours, every one on the same deals, in the background.</source>
        <translation>Nenne die Ziele und drück „Vorschlagen“: Computer-Spieler probieren im Hintergrund Spielaufbauten aus, die wenige Änderungen von deinem entfernt sind, jeden mit denselben Kartenverteilungen.</translation>
    </message>
    <message>
        <source>much</source>
        <translation>stark</translation>
    </message>
    <message>
        <source>somewhat</source>
        <translation>etwas</translation>
    </message>
    <message>
        <source>little</source>
        <translation>kaum</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Loops</source>
        <translation>Schleifen</translation>
    </message>
    <message>
        <source>Lead changes</source>
        <translation>Führungswechsel</translation>
    </message>
    <message>
        <source>Seat balance</source>
        <translation>Ausgewogenheit der Plätze</translation>
    </message>
    <message>
        <source>What a layout can move:</source>
        <translation>Was ein Spielaufbau bewegen kann:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Every seat starts on Earth, so a layout moves seat balance far less than length and loops.</source>
        <translation>Alle Plätze starten auf der Erde, darum bewegt ein Spielaufbau die Ausgewogenheit der Plätze viel weniger als Länge und Schleifen.</translation>
    </message>
    <message>
        <source>Choose at least one goal.</source>
        <translation>Wähle mindestens ein Ziel.</translation>
    </message>
    <message>
        <source>Fix the layout first: %1</source>
        <translation>Bring zuerst den Spielaufbau in Ordnung: %1</translation>
    </message>
    <message>
        <source>The search stopped: %1</source>
        <translation>Die Suche wurde beendet: %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Starting the computer players…</source>
        <translation>Die Computer-Spieler starten…</translation>
    </message>
    <message>
        <source>Nobody can win on your board. Trying one edit…</source>
        <translation>Auf deinem Brett kann niemand gewinnen. Eine Änderung wird ausprobiert…</translation>
    </message>
    <message>
        <source>Your board: median %1 rounds. Trying one edit…</source>
        <translation>Dein Brett: Median %1 Runden. Eine Änderung wird ausprobiert…</translation>
    </message>
    <message numerus="yes">
        <source>%n edit(s) tried: best median so far %1 rounds; %2 games played.</source>
        <translation>
            <numerusform>%n Änderung ausprobiert: bester Median bisher %1 Runden; %2 Partien gespielt.</numerusform>
            <numerusform>%n Änderungen ausprobiert: bester Median bisher %1 Runden; %2 Partien gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your board already meets the goals: nothing to suggest.</source>
        <translation>Dein Brett erreicht die Ziele schon: Es gibt nichts vorzuschlagen.</translation>
    </message>
    <message>
        <source>Done: the best suggestions meet the goals.</source>
        <translation>Fertig: Die besten Vorschläge erreichen die Ziele.</translation>
    </message>
    <message numerus="yes">
        <source>No board within %n edit(s) met every goal; these come nearest.</source>
        <translation>
            <numerusform>Kein Brett mit höchstens %n Änderung hat jedes Ziel erreicht; diese kommen am nächsten.</numerusform>
            <numerusform>Kein Brett mit höchstens %n Änderungen hat jedes Ziel erreicht; diese kommen am nächsten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No board within %n edit(s) came nearer the goals than yours.</source>
        <translation>
            <numerusform>Kein Brett mit höchstens %n Änderung kam den Zielen näher als deins.</numerusform>
            <numerusform>Kein Brett mit höchstens %n Änderungen kam den Zielen näher als deins.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your board</source>
        <translation>Dein Brett</translation>
    </message>
    <message>
        <source>Suggestion %1</source>
        <translation>Vorschlag %1</translation>
    </message>
    <message>
        <source>Accept suggestion &amp;%1</source>
        <translation>Vorschlag &amp;%1 übernehmen</translation>
    </message>
    <message>
        <source>No flight can ever reach the sun from Earth on this board: nobody can win.</source>
        <translation>Auf diesem Brett erreicht kein Flug von der Erde aus je die Sonne: Niemand kann gewinnen.</translation>
    </message>
    <message>
        <source>Median rounds [95 % interval]</source>
        <translation>Median der Runden [95-%-Intervall]</translation>
    </message>
    <message>
        <source>Loops (stopped at the round limit)</source>
        <translation>Schleifen (an der Rundengrenze abgebrochen)</translation>
    </message>
    <message>
        <source>Lead changes a game</source>
        <translation>Führungswechsel je Partie</translation>
    </message>
    <message>
        <source>Seats outside their fair share&apos;s interval</source>
        <translation>Plätze außerhalb des Intervalls ihres fairen Anteils</translation>
    </message>
    <message>
        <source>Drama</source>
        <translation>Dramatik</translation>
    </message>
    <message>
        <source>Meets the goals</source>
        <translation>Erreicht die Ziele</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>the sun</source>
        <translation>die Sonne</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>die Erde</translation>
    </message>
    <message>
        <source>a planet slot</source>
        <translation>einen Planetenplatz</translation>
    </message>
    <message>
        <source>Move %1 from %2 to %3</source>
        <translation>Verschiebe %1 von %2 nach %3</translation>
    </message>
    <message>
        <source>Swap %1 on %2 with the slot on %3</source>
        <translation>Tausche %1 auf %2 mit dem Platz auf %3</translation>
    </message>
    <message>
        <source>Add a planet slot on %1</source>
        <translation>Füge einen Planetenplatz auf %1 hinzu</translation>
    </message>
    <message>
        <source>Remove the planet slot on %1</source>
        <translation>Entferne den Planetenplatz auf %1</translation>
    </message>
    <message>
        <source>Suggestion %1 is in the editor; Undo takes it back.</source>
        <translation>Vorschlag %1 ist im Editor; „Rückgängig“ nimmt ihn zurück.</translation>
    </message>
</context>
<context>
    <name>TurnFlow</name>
    <message>
        <source>The computer player %1 failed: %2</source>
        <translation>Der Computerspieler %1 ist gescheitert: %2</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s phone…</source>
        <translation>Warten auf das Handy von %1 …</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s and %2&apos;s phones…</source>
        <translation>Warten auf die Handys von %1 und %2 …</translation>
    </message>
    <message>
        <source>Waiting for the phones of %1 and %2…</source>
        <translation>Warten auf die Handys von %1 und %2 …</translation>
    </message>
    <message>
        <source>The board follows the game…</source>
        <translation>Der Spielplan folgt dem Spiel …</translation>
    </message>
    <message>
        <source>Game over – %1. Start a new game from the Game menu.</source>
        <translation>Spielende – %1. Ein neues Spiel beginnst du im Menü „Spiel“.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Spielende.</translation>
    </message>
    <message>
        <source>second</source>
        <translation>zweite</translation>
    </message>
    <message>
        <source>first</source>
        <translation>erste</translation>
    </message>
    <message>
        <source>%1: choose your %2 card (arrow keys or mouse), then press Enter.</source>
        <translation>%1: Wähle deine %2 Karte (Pfeiltasten oder Maus) und drück dann die Eingabetaste.</translation>
    </message>
    <message>
        <source>Phones join the table: scan your seat&apos;s code.</source>
        <translation>Handys kommen an den Tisch: Scannt jeweils den Code eures Platzes.</translation>
    </message>
    <message>
        <source>%1 is thinking… %2%</source>
        <translation>%1 denkt nach … %2 %</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach …</translation>
    </message>
    <message>
        <source>Pass the computer to %1 to choose a %2 card.</source>
        <translation>Gib den Computer an %1 weiter – %1 wählt die %2 Karte.</translation>
    </message>
    <message>
        <source>Phones choose meanwhile.</source>
        <translation>Die Handys wählen derweil.</translation>
    </message>
    <message>
        <source>Waiting for %1 (far away)…</source>
        <translation>Warten auf %1 (in der Ferne) …</translation>
    </message>
    <message>
        <source>Everyone chooses a %1 card in secret.</source>
        <translation>Alle wählen geheim die %1 Karte.</translation>
    </message>
    <message>
        <source>(Or %1 far away.)</source>
        <translation>(Oder %1 in der Ferne.)</translation>
    </message>
    <message>
        <source>(Or on %1&apos;s phone.)</source>
        <translation>(Oder auf dem Handy von %1.)</translation>
    </message>
    <message>
        <source>%1 played a planet-rotation card: turn your planet (%2) a quarter.</source>
        <translation>%1 hat eine Planeten-Drehkarte gespielt: Dreh deinen Planeten (%2) um eine Vierteldrehung.</translation>
    </message>
    <message>
        <source>%1 played a planet-rotation card: choose your planet (%2) to turn it a quarter, or choose another empty face-up planet and 1–3 quarters.</source>
        <translation>%1 hat eine Planeten-Drehkarte gespielt: Wähle deinen Planeten (%2), um ihn um eine Vierteldrehung zu drehen, oder wähle einen anderen leeren aufgedeckten Planeten und 1–3 Vierteldrehungen.</translation>
    </message>
    <message>
        <source>%1 flies %2: choose a highlighted disc to stop there.</source>
        <translation>%1 fliegt %2: Wähle eine markierte Scheibe als Halt.</translation>
    </message>
    <message>
        <source>%1 played a planet-rotation card and chooses which planet to turn.</source>
        <translation>%1 hat eine Planeten-Drehkarte gespielt und wählt, welchen Planeten er dreht.</translation>
    </message>
    <message>
        <source>%1 won %2 and chooses the colour to fly.</source>
        <translation>%1 hat %2 gewonnen und wählt die Farbe, mit der er fliegt.</translation>
    </message>
    <message>
        <source>%1 flies %2 and chooses where to stop.</source>
        <translation>%1 fliegt %2 und wählt, wo er anhält.</translation>
    </message>
    <message>
        <source>%1 landed on %2 and chooses where its top will point.</source>
        <translation>%1 ist auf %2 gelandet und wählt, wohin seine Oberseite zeigt.</translation>
    </message>
    <message>
        <source>%1 won %2: choose the one colour to fly.</source>
        <translation>%1 hat %2 gewonnen: Wähle die Farbe, mit der du fliegst.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1 landed on a planet the table saw before an undo: it is turned face up again with its top to the %2.</source>
        <translation>%1 ist auf einem Planeten gelandet, den alle vor einem Rückgängigmachen gesehen haben: Er wird wieder mit der Oberseite nach %2 aufgedeckt.</translation>
    </message>
    <message>
        <source>%1 landed on a face-down planet: choose where its top will point, then it is turned face up.</source>
        <translation>%1 ist auf einem verdeckten Planeten gelandet: Wähle, wohin seine Oberseite zeigen soll; dann wird er aufgedeckt.</translation>
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Undo is not possible: the cards are turned over; this cannot be taken back (rule R27).</source>
        <translation>Rückgängig ist nicht möglich: Die Karten sind aufgedeckt; das lässt sich nicht zurücknehmen (Regel R27).</translation>
    </message>
    <message>
        <source>Undo is not possible: a laid card is final; it cannot be taken back (rule R27).</source>
        <translation>Rückgängig ist nicht möglich: Eine gelegte Karte gilt; sie lässt sich nicht zurücknehmen (Regel R27).</translation>
    </message>
    <message>
        <source>Undo is not possible: a planet was turned face up; this cannot be taken back (rule R27).</source>
        <translation>Rückgängig ist nicht möglich: Ein Planet wurde aufgedeckt; das lässt sich nicht zurücknehmen (Regel R27).</translation>
    </message>
    <message>
        <source>Undo is not possible: nothing of yours to undo yet.</source>
        <translation>Rückgängig ist nicht möglich: Du hast noch nichts getan, das sich zurücknehmen ließe.</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
</context>
<context>
    <name>WindowAccess</name>
    <message>
        <source>Focused disc</source>
        <translation>Scheibe im Fokus</translation>
    </message>
    <message>
        <source>The hand is put away.</source>
        <translation>Die Handkarten sind weggelegt.</translation>
    </message>
</context>
<context>
    <name>Workbench</name>
    <message>
        <source>&amp;Board</source>
        <translation>B&amp;rett</translation>
    </message>
    <message>
        <source>Export &amp;setup sheet…</source>
        <translation>&amp;Aufbauplan exportieren …</translation>
    </message>
    <message>
        <source>A page (PDF or PNG) to lay the physical board by: where the sun, Earth and each face-down planet go, rows and columns numbered</source>
        <translation>Eine Seite (PDF oder PNG), nach der du das echte Brett auslegst: wohin Sonne, Erde und jeder verdeckte Planet kommen, Zeilen und Spalten nummeriert</translation>
    </message>
    <message>
        <source>S&amp;hare board…</source>
        <translation>Brett t&amp;eilen …</translation>
    </message>
    <message>
        <source>Save the layout with the preview&apos;s disc set in one file to hand round (.zboard)</source>
        <translation>Den Spielaufbau mit dem Scheibensatz der Vorschau in einer Datei zum Weitergeben speichern (.zboard)</translation>
    </message>
    <message>
        <source>Share &amp;code…</source>
        <translation>Teilen-&amp;Code …</translation>
    </message>
    <message>
        <source>The layout with its disc set as a code to paste into a message, and its QR code</source>
        <translation>Der Spielaufbau mit seinem Scheibensatz als Code zum Einfügen in eine Nachricht, mit QR-Code</translation>
    </message>
    <message>
        <source>Open shared &amp;board…</source>
        <translation>Geteiltes &amp;Brett öffnen …</translation>
    </message>
    <message>
        <source>Open a .zboard file: its layout, and its disc set for the preview</source>
        <translation>Eine .zboard-Datei öffnen: ihren Spielaufbau und ihren Scheibensatz für die Vorschau</translation>
    </message>
    <message>
        <source>Open share c&amp;ode…</source>
        <translation>Teilen-C&amp;ode öffnen …</translation>
    </message>
    <message>
        <source>Paste a share code (ZB1-…)</source>
        <translation>Einen Teilen-Code einfügen (ZB1-…)</translation>
    </message>
    <message>
        <source>&amp;Playtest…</source>
        <translation>&amp;Testspiele …</translation>
    </message>
    <message>
        <source>Let computer players play this layout many times: balance, length, whether games end, where pieces go</source>
        <translation>Computer spielen diesen Spielaufbau viele Male: Ausgewogenheit, Länge, ob Spiele enden, wohin die Figuren gehen</translation>
    </message>
    <message>
        <source>S&amp;uggest a better board…</source>
        <translation>Besseres Brett &amp;vorschlagen …</translation>
    </message>
    <message>
        <source>State goals (length, loops, lead changes, seats) and let computer players try layouts a few edits from this one</source>
        <translation>Ziele nennen (Länge, Schleifen, Führungswechsel, Plätze) und Computer Spielaufbauten ausprobieren lassen, die wenige Änderungen von diesem entfernt sind</translation>
    </message>
    <message>
        <source>Fix the layout first</source>
        <translation>Bring zuerst den Spielaufbau in Ordnung</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Export setup sheet</source>
        <translation>Aufbauplan exportieren</translation>
    </message>
    <message>
        <source>Cannot export the setup sheet</source>
        <translation>Der Aufbauplan kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Setup sheet saved: %1</source>
        <translation>Aufbauplan gespeichert: %1</translation>
    </message>
    <message>
        <source>Share board</source>
        <translation>Brett teilen</translation>
    </message>
    <message>
        <source>Zündstoff boards (*.zboard);;All files (*)</source>
        <translation>Zündstoff-Bretter (*.zboard);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot save the board</source>
        <translation>Das Brett kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Board saved with its disc set: %1</source>
        <translation>Brett mit seinem Scheibensatz gespeichert: %1</translation>
    </message>
    <message>
        <source>Open shared board</source>
        <translation>Geteiltes Brett öffnen</translation>
    </message>
    <message>
        <source>Cannot open the board</source>
        <translation>Das Brett kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot read the share code</source>
        <translation>Der Teilen-Code kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>the board&apos;s disc set</source>
        <translation>der Scheibensatz des Bretts</translation>
    </message>
    <message>
        <source>A shared board: its disc set is used for the preview. Save keeps the layout as a .zlayout file.</source>
        <translation>Ein geteiltes Brett: Die Vorschau nutzt seinen Scheibensatz. „Speichern“ legt den Spielaufbau als .zlayout-Datei ab.</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Testspiele</translation>
    </message>
    <message>
        <source>The playtest is not part of this version of Zündstoff yet.</source>
        <translation>Die Testspiele gehören noch nicht zu dieser Version von Zündstoff.</translation>
    </message>
    <message>
        <source>Open share code</source>
        <translation>Teilen-Code öffnen</translation>
    </message>
    <message>
        <source>Paste a share code (it starts with ZB1-). It brings a layout and the disc set to play it with.</source>
        <translation>Füge einen Teilen-Code ein (er beginnt mit ZB1-). Er bringt einen Spielaufbau und den Scheibensatz mit, mit dem er gespielt wird.</translation>
    </message>
    <message>
        <source>Share code</source>
        <translation>Teilen-Code</translation>
    </message>
    <message>
        <source>This code carries the layout and its disc set. Send it in a message (or scan the QR code with a phone); in Zündstoff, Board → Open share code… opens it.</source>
        <translation>Dieser Code enthält den Spielaufbau und seinen Scheibensatz. Schick ihn in einer Nachricht (oder scanne den QR-Code mit einem Handy); in Zündstoff öffnet ihn „Brett → Teilen-Code öffnen …“.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>QR code of the share code</source>
        <translation>QR-Code des Teilen-Codes</translation>
    </message>
</context>
<context>
    <name>bots</name>
    <message>
        <source>Random (plays anything)</source>
        <translation>Zufall (spielt beliebige Züge)</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Gierig</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <source>%1 chooses a card</source>
        <translation>%1 wählt eine Karte</translation>
    </message>
    <message>
        <source>%1 turns %2 by %3</source>
        <translation>%1 dreht %2 um %3</translation>
    </message>
    <message>
        <source>%1 flies %2</source>
        <translation>%1 fliegt mit %2</translation>
    </message>
    <message>
        <source>%1 stops on %2</source>
        <translation>%1 wählt %2 als Halt</translation>
    </message>
    <message>
        <source>%1 turns the planet at %3 face up, its top to the %2</source>
        <translation>%1 deckt den Planeten in %3 auf, Oberseite nach %2</translation>
    </message>
    <message>
        <source>a decision</source>
        <translation>eine Entscheidung</translation>
    </message>
</context>
<context>
    <name>crash</name>
    <message>
        <source>Zündstoff ran into an error it cannot handle:

{error}</source>
        <translation>Zündstoff ist auf einen Fehler gestoßen, den es nicht behandeln kann:

{error}</translation>
    </message>
    <message>
        <source>Your game was saved to:
{path}</source>
        <translation>Dein Spiel wurde gespeichert unter:
{path}</translation>
    </message>
    <message>
        <source>The game could not be saved ({why}). The last autosave is untouched.</source>
        <translation>Das Spiel konnte nicht gespeichert werden ({why}). Die letzte automatische Sicherung ist unverändert.</translation>
    </message>
    <message>
        <source>A report was written to:
{path}</source>
        <translation>Ein Bericht wurde geschrieben nach:
{path}</translation>
    </message>
    <message>
        <source>Zündstoff — error</source>
        <translation>Zündstoff — Fehler</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>that is not one of the game&apos;s cards</source>
        <translation>das ist keine Karte des Spiels</translation>
    </message>
    <message>
        <source>the players or seats do not fit the game</source>
        <translation>die Spieler oder Plätze passen nicht zum Spiel</translation>
    </message>
    <message>
        <source>the planets are not dealt the way the layout needs</source>
        <translation>die Planeten sind nicht so ausgelegt, wie es der Spielaufbau verlangt</translation>
    </message>
    <message>
        <source>this card cannot be chosen now</source>
        <translation>diese Karte kann jetzt nicht gewählt werden</translation>
    </message>
    <message>
        <source>this planet cannot be turned that way now</source>
        <translation>dieser Planet kann jetzt nicht so gedreht werden</translation>
    </message>
    <message>
        <source>a player flies only a colour they won</source>
        <translation>ein Spieler fliegt nur mit einer Farbe, die er gewonnen hat</translation>
    </message>
    <message>
        <source>the piece cannot stop there</source>
        <translation>die Spielfigur kann dort nicht anhalten</translation>
    </message>
    <message>
        <source>a planet is turned up with its top to one of four sides</source>
        <translation>ein Planet wird mit der Oberseite zu einer der vier Seiten aufgedeckt</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>Not allowed (%1): %2</source>
        <translation>Nicht erlaubt (%1): %2</translation>
    </message>
    <message>
        <source>%1: this file cannot be used. The problem, in English: %2</source>
        <translation>%1: Diese Datei kann nicht verwendet werden. Das Problem (auf Englisch): %2</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <source>Zündstoff default</source>
        <translation>Zündstoff-Standard</translation>
    </message>
    <message>
        <source>Sun rotation</source>
        <translation>Sonnen-Drehkarte</translation>
    </message>
    <message>
        <source>Planet rotation</source>
        <translation>Planeten-Drehkarte</translation>
    </message>
    <message>
        <source>Red 2</source>
        <translation>Rot 2</translation>
    </message>
    <message>
        <source>Red 3</source>
        <translation>Rot 3</translation>
    </message>
    <message>
        <source>Yellow 2</source>
        <translation>Gelb 2</translation>
    </message>
    <message>
        <source>Yellow 3</source>
        <translation>Gelb 3</translation>
    </message>
    <message>
        <source>Blue 2</source>
        <translation>Blau 2</translation>
    </message>
    <message>
        <source>Blue 3</source>
        <translation>Blau 3</translation>
    </message>
    <message>
        <source>Black 1</source>
        <translation>Schwarz 1</translation>
    </message>
    <message>
        <source>Black 3</source>
        <translation>Schwarz 3</translation>
    </message>
    <message>
        <source>Turns the sun one quarter clockwise (R14).</source>
        <translation>Dreht die Sonne um eine Vierteldrehung im Uhrzeigersinn (R14).</translation>
    </message>
    <message>
        <source>Turn your own planet a quarter, or another empty face-up planet 1–3 quarters (R16).</source>
        <translation>Dreh deinen eigenen Planeten um eine Vierteldrehung oder einen anderen leeren, aufgedeckten Planeten um 1–3 Vierteldrehungen (R16).</translation>
    </message>
    <message>
        <source>Adds %1 to every colour you also play a card of (R17).</source>
        <translation>Zählt %1 zu jeder Farbe, von der du auch eine Karte spielst (R17).</translation>
    </message>
    <message>
        <source>%1 matches for %2 (R17).</source>
        <translation>%1 Zündhölzer für %2 (R17).</translation>
    </message>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>lila</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>a quarter turn</source>
        <translation>eine Vierteldrehung</translation>
    </message>
    <message>
        <source>a half turn</source>
        <translation>eine halbe Drehung</translation>
    </message>
    <message>
        <source>three quarter turns</source>
        <translation>eine Dreivierteldrehung</translation>
    </message>
    <message>
        <source>a full turn</source>
        <translation>eine ganze Drehung</translation>
    </message>
    <message>
        <source>an empty place</source>
        <translation>einen leeren Platz</translation>
    </message>
    <message>
        <source>the sun</source>
        <translation>die Sonne</translation>
    </message>
    <message>
        <source>a face-down planet</source>
        <translation>einen verdeckten Planeten</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>die Erde</translation>
    </message>
    <message>
        <source>planet %1</source>
        <translation>Planet %1</translation>
    </message>
    <message>
        <source>empty place</source>
        <comment>a label</comment>
        <translation>leerer Platz</translation>
    </message>
    <message>
        <source>Sun</source>
        <comment>a label</comment>
        <translation>Sonne</translation>
    </message>
    <message>
        <source>Face-down planet</source>
        <comment>a label</comment>
        <translation>Verdeckter Planet</translation>
    </message>
    <message>
        <source>Earth</source>
        <comment>a label</comment>
        <translation>Erde</translation>
    </message>
    <message>
        <source>Planet %1</source>
        <comment>a label</comment>
        <translation>Planet %1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a disc&apos;s label, then its place</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <comment>a disc in a sentence, then its place</comment>
        <translation>%1 in %2</translation>
    </message>
</context>
<context>
    <name>outcome</name>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 win together</source>
        <translation>%1 gewinnen gemeinsam</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source>First cards turned over: %1.</source>
        <translation>Erste Karten aufgedeckt: %1.</translation>
    </message>
    <message>
        <source>%1: no flight</source>
        <translation>%1: kein Flug</translation>
    </message>
    <message>
        <source>%1: %2 with %3</source>
        <translation>%1: %2 mit %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Second cards turned over: %1. Flights – %2.</source>
        <translation>Zweite Karten aufgedeckt: %1. Flüge – %2.</translation>
    </message>
    <message>
        <source>The sun turned %1 (%2).</source>
        <translation>Die Sonne drehte sich um %1 (%2).</translation>
    </message>
    <message>
        <source>the sun turned %1 (%2)</source>
        <translation>die Sonne drehte sich um %1 (%2)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 turned %2 by %3</source>
        <translation>%1 drehte %2 um %3</translation>
    </message>
    <message>
        <source>%1 could not fly %2</source>
        <translation>%1 konnte mit %2 nicht fliegen</translation>
    </message>
    <message>
        <source>%1 flew %2 into the sun and took a %2 chip</source>
        <translation>%1 flog mit %2 in die Sonne und nahm einen Sonnenbrillen-Chip in %2</translation>
    </message>
    <message>
        <source>%1 flew %2 to %3 and turned it face up, top to the %4</source>
        <translation>%1 flog mit %2 zu %3 und deckte ihn auf, oben: %4</translation>
    </message>
    <message>
        <source>%1 flew %2 to %3</source>
        <translation>%1 flog mit %2 zu %3</translation>
    </message>
    <message>
        <source>nobody flew</source>
        <translation>niemand flog</translation>
    </message>
    <message>
        <source>End of round %1: %2.</source>
        <translation>Ende der Runde %1: %2.</translation>
    </message>
    <message>
        <source>%1 won the game!</source>
        <translation>%1 hat das Spiel gewonnen!</translation>
    </message>
    <message>
        <source>Round %1: %2 flew %3 into the sun and took a %3 chip.</source>
        <translation>Runde %1: %2 flog mit %3 in die Sonne und nahm einen Sonnenbrillen-Chip in %3.</translation>
    </message>
    <message>
        <source>%1 holds chips of two colours: %2 and %3.</source>
        <translation>%1 hat Chips in zwei Farben: %2 und %3.</translation>
    </message>
</context>
</TS>
