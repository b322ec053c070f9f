import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Jetzt kaufen',
  VerticalEmbed_Events_Button: 'Jetzt anmelden',
  VerticalEmbed_Bookings_Button: 'Jetzt buchen',
  UploadFile_Viewer_Download: '{fileType} herunterladen',
  VerticalEmbed_Units_Hour: '{number} Std.',
  VerticalEmbed_Units_Minute: '{number} Min.',
  VerticalEmbed_Disabled_Button_Tooltip:
    'Die Produktseite ist verfügbar, sobald du deine Website veröffentlichst.',
  Poll_Vote: 'Abstimmen',
  Poll_Votes_One: '{number} Stimme',
  Poll_Votes_Other: '{number} Stimmen',
  Poll_Voters: 'Abstimmende',
  Poll_Toast_No_Internet: 'Kein Internet. Überprüfe deine Verbindung.',
  Poll_Toast_Server_Error: 'Keine Verbindung zum Server. Versuche es später erneut.',
  Map_Label: 'Karte: {location}',
  Map_Zoom_In: 'Vergrößern',
  Map_Zoom_Out: 'Verkleinern',
  Map_Street_View: 'Street View',
  Map_Street_View_Unavailable: 'Street View ist auf dieser Karte nicht verfügbar.',
  Accessibility_Left_Gallery: 'Du hast die Galerie verlassen',
  Viewer_Read_More: 'Weiterlesen',
  Viewer_See_Full_Post: 'Ganzen Beitrag ansehen',
  Spoiler_Click_To_Reveal: 'Zum Anzeigen klicken',
  Spoiler_Reveal_Image: 'Bild anzeigen',
  Spoiler_Reveal_Gallery: 'Galerie anzeigen',
  Spoiler_Reveal_Video: 'Video anzeigen',
  Image_Expand: 'Bild vergrößern',
  Viewer_Close: 'Schließen',
  Collapsible_Expand: 'Ausklappen',
  Collapsible_Shrink: 'Einklappen',
};

export default messages;
