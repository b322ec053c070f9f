import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Köp nu',
  VerticalEmbed_Events_Button: 'Anmäl dig nu',
  VerticalEmbed_Bookings_Button: 'Boka nu',
  UploadFile_Viewer_Download: 'Ladda ned {fileType}',
  VerticalEmbed_Units_Hour: '{number} tim',
  VerticalEmbed_Units_Minute: '{number} min',
  VerticalEmbed_Disabled_Button_Tooltip:
    'Produktsidan blir tillgänglig när du publicerar din webbplats.',
  Poll_Vote: 'Rösta',
  Poll_Votes_One: '{number} röst',
  Poll_Votes_Other: '{number} röster',
  Poll_Voters: 'Röstande',
  Poll_Toast_No_Internet: 'Inget internet. Kontrollera din anslutning.',
  Poll_Toast_Server_Error: 'Kunde inte ansluta till servern. Försök igen senare.',
  Map_Label: 'Karta: {location}',
  Map_Zoom_In: 'Zooma in',
  Map_Zoom_Out: 'Zooma ut',
  Map_Street_View: 'Street View',
  Map_Street_View_Unavailable: 'Street View är inte tillgängligt på den här kartan.',
  Accessibility_Left_Gallery: 'Du har lämnat galleriet',
  Viewer_Read_More: 'Läs mer',
  Viewer_See_Full_Post: 'Visa hela inlägget',
  Spoiler_Click_To_Reveal: 'Klicka för att visa',
  Spoiler_Reveal_Image: 'Visa bild',
  Spoiler_Reveal_Gallery: 'Visa galleri',
  Spoiler_Reveal_Video: 'Visa video',
  Image_Expand: 'Förstora bild',
  Viewer_Close: 'Stäng',
  Collapsible_Expand: 'Expandera',
  Collapsible_Shrink: 'Fäll ihop',
};

export default messages;
