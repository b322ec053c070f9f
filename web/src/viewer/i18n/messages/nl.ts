import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Nu kopen',
  VerticalEmbed_Events_Button: 'Nu inschrijven',
  VerticalEmbed_Bookings_Button: 'Nu boeken',
  UploadFile_Viewer_Download: '{fileType} downloaden',
  VerticalEmbed_Units_Hour: '{number} u',
  VerticalEmbed_Units_Minute: '{number} min',
  VerticalEmbed_Disabled_Button_Tooltip:
    'De productpagina is beschikbaar zodra je je site publiceert.',
  Poll_Vote: 'Stemmen',
  Poll_Votes_One: '{number} stem',
  Poll_Votes_Other: '{number} stemmen',
  Poll_Voters: 'Stemmers',
  Poll_Toast_No_Internet: 'Geen internet. Controleer je verbinding.',
  Poll_Toast_Server_Error: 'Kan geen verbinding maken met de server. Probeer het later opnieuw.',
  Map_Label: 'Kaart: {location}',
  Map_Zoom_In: 'Inzoomen',
  Map_Zoom_Out: 'Uitzoomen',
  Map_Street_View: 'Street View',
  Map_Street_View_Unavailable: 'Street View is niet beschikbaar op deze kaart.',
  Accessibility_Left_Gallery: 'Je hebt de galerij verlaten',
  Viewer_Read_More: 'Lees meer',
  Viewer_See_Full_Post: 'Bekijk het hele bericht',
  Spoiler_Click_To_Reveal: 'Klik om te tonen',
  Spoiler_Reveal_Image: 'Afbeelding tonen',
  Spoiler_Reveal_Gallery: 'Galerij tonen',
  Spoiler_Reveal_Video: 'Video tonen',
  Image_Expand: 'Afbeelding vergroten',
  Viewer_Close: 'Sluiten',
  Collapsible_Expand: 'Uitklappen',
  Collapsible_Shrink: 'Inklappen',
};

export default messages;
