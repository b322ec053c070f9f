import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Cumpără acum',
  VerticalEmbed_Events_Button: 'Înscrie-te acum',
  VerticalEmbed_Bookings_Button: 'Rezervă acum',
  UploadFile_Viewer_Download: 'Descarcă {fileType}',
  VerticalEmbed_Units_Hour: '{number} h',
  VerticalEmbed_Units_Minute: '{number} min',
  VerticalEmbed_Disabled_Button_Tooltip:
    'Pagina produsului va fi disponibilă după ce publici site-ul.',
  Poll_Vote: 'Votează',
  Poll_Votes_One: '{number} vot',
  Poll_Votes_Other: '{number} voturi',
  Poll_Voters: 'Votanți',
  Poll_Toast_No_Internet: 'Nu există internet. Verifică conexiunea.',
  Poll_Toast_Server_Error: 'Nu s-a putut realiza conexiunea la server. Încearcă mai târziu.',
  Map_Label: 'Hartă: {location}',
  Map_Zoom_In: 'Mărește',
  Map_Zoom_Out: 'Micșorează',
  Map_Street_View: 'Street View',
  Map_Street_View_Unavailable: 'Street View nu este disponibil pe această hartă.',
  Accessibility_Left_Gallery: 'Ai ieșit din galerie',
  Viewer_Read_More: 'Citește mai mult',
  Viewer_See_Full_Post: 'Vezi toată postarea',
  Spoiler_Click_To_Reveal: 'Dă clic pentru a afișa',
  Spoiler_Reveal_Image: 'Afișează imaginea',
  Spoiler_Reveal_Gallery: 'Afișează galeria',
  Spoiler_Reveal_Video: 'Afișează videoclipul',
  Image_Expand: 'Mărește imaginea',
  Viewer_Close: 'Închide',
  Collapsible_Expand: 'Extinde',
  Collapsible_Shrink: 'Restrânge',
};

export default messages;
