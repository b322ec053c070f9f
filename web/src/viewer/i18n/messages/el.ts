import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Αγορά τώρα',
  VerticalEmbed_Events_Button: 'Εγγραφή τώρα',
  VerticalEmbed_Bookings_Button: 'Κράτηση τώρα',
  UploadFile_Viewer_Download: 'Λήψη {fileType}',
  VerticalEmbed_Units_Hour: '{number} ώ.',
  VerticalEmbed_Units_Minute: '{number} λεπ.',
  Accessibility_Left_Gallery: 'Βγήκατε από τη συλλογή',
  Viewer_Read_More: 'Διαβάστε περισσότερα',
  Viewer_See_Full_Post: 'Δείτε όλη την ανάρτηση',
  Spoiler_Click_To_Reveal: 'Κάντε κλικ για εμφάνιση',
  Spoiler_Reveal_Image: 'Εμφάνιση εικόνας',
  Spoiler_Reveal_Gallery: 'Εμφάνιση συλλογής',
  Spoiler_Reveal_Video: 'Εμφάνιση βίντεο',
  Image_Expand: 'Μεγέθυνση εικόνας',
  Viewer_Close: 'Κλείσιμο',
  Fullscreen_Viewer: 'Προβολή πλήρους οθόνης',
  Fullscreen_Previous: 'Προηγούμενο',
  Fullscreen_Next: 'Επόμενο',
  Collapsible_Expand: 'Ανάπτυξη',
  Collapsible_Shrink: 'Σύμπτυξη',
};

export default messages;
